import { MESSAGES, PLATFORM_LABELS, PLATFORMS, type DescriptionListItem } from "@shopscript/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, CreditCard, Download, Eye, FileText, Plus, Search, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { copyText } from "../../../lib/clipboard";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { apiJson, apiRequest, errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth/api/use-current-user";
import { useSubscriptionStatus } from "../../billing/api/use-subscription-status";
import { TrialBanner } from "../../billing/components/trial-banner";
import { filterParams, useDescriptionPages } from "../api/use-descriptions";
import { DescriptionDialog } from "../components/description-dialog";
import { formatCreated } from "../components/format";

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export default function DashboardPage() {
  const { isLoading: userLoading, isSignedIn } = useCurrentUser();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [platform, setPlatform] = useState("all");
  const [viewing, setViewing] = useState<DescriptionListItem | null>(null);
  const q = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const filters = { q, platform };
  const pages = useDescriptionPages(filters, isSignedIn);

  useEffect(() => {
    if (!userLoading && !isSignedIn) navigate("/login", { replace: true });
  }, [userLoading, isSignedIn, navigate]);

  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/descriptions/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      toast({ title: "Deleted", description: MESSAGES.DESCRIPTION_DELETED });
      await queryClient.invalidateQueries({ queryKey: ["/api/descriptions"] });
    },
    onError: (err) =>
      toast({
        variant: "destructive",
        title: "Delete failed",
        description: errorMessage(err, MESSAGES.DELETE_FAILED),
      }),
  });

  async function copy(text: string) {
    if (await copyText(text)) toast({ title: "Copied!", description: "Description copied to clipboard." });
  }

  if (userLoading || !isSignedIn) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading…" className="size-8" />
      </div>
    );
  }

  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const filtering = q.trim() !== "" || platform !== "all" || search.trim() !== "";
  const showToolbar = total > 0 || filtering;
  const exportQuery = filterParams(filters).toString();

  return (
    <section className="container-page py-10 sm:py-12">
      <PageTitle>My Descriptions</PageTitle>
      <TrialBanner />
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Descriptions</h1>
        <div className="flex flex-wrap gap-2">
          <ManageBillingButton />
          <Link href="/generator" className={buttonVariants()}>
            <Plus aria-hidden /> Generate New
          </Link>
        </div>
      </div>

      {pages.isLoading ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
          <Spinner /> Loading descriptions...
        </div>
      ) : pages.isError ? (
        <div role="alert" className="py-16 text-center">
          <p className="text-muted-foreground">{errorMessage(pages.error, MESSAGES.SOMETHING_WENT_WRONG)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </div>
      ) : !showToolbar ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <FileText aria-hidden className="mb-4 size-12 text-muted-foreground" />
          <h2 className="text-xl font-semibold">No descriptions yet</h2>
          <p className="mt-2 text-muted-foreground">
            Each description is saved automatically for easy access
          </p>
          <Link href="/generator" className={buttonVariants({ className: "mt-6" })}>
            Generate Your First Description
          </Link>
        </div>
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
            <div className="relative flex-1">
              <Label htmlFor="description-search" className="sr-only">
                Search descriptions
              </Label>
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="description-search"
                type="search"
                placeholder="Search descriptions..."
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <div className="md:w-56">
              <Label htmlFor="platform-filter" className="sr-only">
                Platform
              </Label>
              <Select value={platform} onValueChange={setPlatform}>
                <SelectTrigger id="platform-filter" className="w-full" aria-label="Filter by platform">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">All platforms</SelectItem>
                  {PLATFORMS.map((p) => (
                    <SelectItem key={p} value={p}>
                      {PLATFORM_LABELS[p]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex gap-2">
              <a
                href={`/api/descriptions/export?${new URLSearchParams([["format", "csv"], ...new URLSearchParams(exportQuery)])}`}
                download
                className={buttonVariants({ variant: "outline" })}
              >
                <Download aria-hidden /> CSV
              </a>
              <a
                href={`/api/descriptions/export?${new URLSearchParams([["format", "json"], ...new URLSearchParams(exportQuery)])}`}
                download
                className={buttonVariants({ variant: "outline" })}
              >
                <Download aria-hidden /> JSON
              </a>
            </div>
          </div>
          <p role="status" className="mb-6 text-sm text-muted-foreground">
            {total} description(s) found
            {pages.isFetching && !pages.isFetchingNextPage ? <Spinner className="ml-2 size-3" /> : null}
          </p>

          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <Card className="h-full">
                  <CardHeader className="gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <CardTitle as="h2" className="text-base break-words">
                        {item.productName}
                      </CardTitle>
                      <Badge variant="secondary">{PLATFORM_LABELS[item.platform] ?? item.platform}</Badge>
                    </div>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={item.createdAt}>{formatCreated(item.createdAt)}</time>
                    </p>
                  </CardHeader>
                  <CardContent>
                    <p className="line-clamp-3 text-sm text-muted-foreground">{item.description}</p>
                  </CardContent>
                  <CardFooter className="flex-wrap">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setViewing(item)}
                      aria-label={`View ${item.productName}`}
                    >
                      <Eye aria-hidden /> View
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => void copy(item.description)}
                      aria-label={`Copy ${item.productName}`}
                    >
                      <Copy aria-hidden /> Copy
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive"
                      disabled={remove.isPending && remove.variables === item.id}
                      onClick={() => remove.mutate(item.id)}
                      aria-label={`Delete ${item.productName}`}
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>

          {pages.hasNextPage ? (
            <div className="mt-8 flex justify-center">
              <Button
                variant="outline"
                onClick={() => void pages.fetchNextPage()}
                disabled={pages.isFetchingNextPage}
              >
                {pages.isFetchingNextPage ? "Loading..." : "Load more"}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <DescriptionDialog item={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </section>
  );
}

/** "Manage billing": POST /api/billing/portal and go to the customer portal (subscribers only). */
function ManageBillingButton() {
  const { data: status } = useSubscriptionStatus();
  const portal = useMutation({
    mutationFn: () => apiJson<{ url?: string; message?: string } | null>("POST", "/api/billing/portal"),
    onSuccess: (answer) => {
      if (answer?.url) window.location.assign(answer.url);
      else
        toast({
          variant: "destructive",
          title: "Billing unavailable",
          description: answer?.message || MESSAGES.SOMETHING_WENT_WRONG,
        });
    },
    onError: (err) =>
      toast({
        variant: "destructive",
        title: "Billing unavailable",
        description: errorMessage(err, MESSAGES.SOMETHING_WENT_WRONG),
      }),
  });
  if (!status?.hasActiveSubscription) return null;
  return (
    <Button variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending}>
      <CreditCard aria-hidden /> {portal.isPending ? "Opening..." : "Manage billing"}
    </Button>
  );
}
