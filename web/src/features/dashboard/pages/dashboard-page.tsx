import {
  DEFAULT_DESCRIPTION_SORT,
  MESSAGES,
  type DescriptionListItem,
  type DescriptionSort,
  type SelectionExportFormat,
} from "@shopscript/contracts";
import { FileText, Plus, SearchX } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { copyText } from "../../../lib/clipboard";
import { errorMessage } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { useSubscriptionStatus } from "../../billing/api/get-subscription-status";
import { ManageBillingButton } from "../../billing/components/manage-billing-button";
import { TrialBanner } from "../../billing/components/trial-banner";
import { useExportSelection } from "../api/export-selection";
import { filterParams, useDescriptionPages } from "../api/get-descriptions";
import { DeleteDialog } from "../components/delete-dialog";
import { DescriptionCard } from "../components/description-card";
import { DescriptionDialog } from "../components/description-dialog";
import { ListToolbar } from "../components/list-toolbar";
import { SelectionBar } from "../components/selection-bar";
import { DASHBOARD_COPY } from "../copy";
import { useDeleteWithUndo } from "../hooks/use-delete-with-undo";
import { useSelection } from "../hooks/use-selection";
import { foundLabel } from "../lib/found-count";

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * /dashboard: the seller's saved descriptions (spec §2), searched, filtered and sorted on the server; select
 * many to export or delete them (with Undo); View opens a listing to copy or edit.
 */
export default function DashboardPage() {
  const { isLoading: userLoading, isSignedIn } = useCurrentUser();
  const { data: status } = useSubscriptionStatus();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState("");
  const [platform, setPlatform] = useState("all");
  const [sort, setSort] = useState<DescriptionSort>(DEFAULT_DESCRIPTION_SORT);
  const [viewing, setViewing] = useState<DescriptionListItem | null>(null);
  const [deleting, setDeleting] = useState<DescriptionListItem | null>(null);
  const q = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const filters = { q, platform, sort };
  const pages = useDescriptionPages(filters, isSignedIn);
  const remove = useDeleteWithUndo();
  const exporting = useExportSelection();
  const items = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  const shownIds = useMemo(() => items.map((item) => item.id), [items]);
  const selection = useSelection(shownIds);
  // A new search, filter or order is a new list: what was ticked in the last one is not carried into it.
  const clearSelection = selection.clear;
  useEffect(() => {
    clearSelection();
  }, [q, platform, sort, clearSelection]);

  useEffect(() => {
    if (!userLoading && !isSignedIn) navigate("/login", { replace: true });
  }, [userLoading, isSignedIn, navigate]);

  function confirmDelete(item: DescriptionListItem) {
    remove.deleteOne(item.id, () => setDeleting(null));
  }

  function deleteSelected() {
    remove.deleteMany(selection.selected, selection.clear);
  }

  function exportSelected(format: SelectionExportFormat) {
    exporting.mutate(
      { ids: selection.selected, format },
      {
        onError: (err) =>
          toast({ variant: "destructive", title: DASHBOARD_COPY.exportFailed, description: errorMessage(err, DASHBOARD_COPY.exportFailedMessage) }),
      },
    );
  }

  async function copy(text: string) {
    if (await copyText(text)) toast({ title: "Copied!", description: "Description copied to clipboard." });
  }

  function clearFilters() {
    setSearch("");
    setPlatform("all");
    document.getElementById("description-search")?.focus();
  }

  if (userLoading || !isSignedIn) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading…" className="size-8" />
      </div>
    );
  }

  const firstPage = pages.data?.pages[0];
  const total = firstPage?.total ?? 0;
  const found = foundLabel(firstPage ?? { total: 0, totalIsExact: true });
  // The unfiltered count says whether anything is saved at all, whatever the search.
  const savedAny = (firstPage?.unfilteredTotal ?? total) > 0;
  const exportQuery = filterParams(filters);

  return (
    <section className="container-page py-10 sm:py-12">
      <PageTitle>My Descriptions</PageTitle>
      <TrialBanner />
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Descriptions</h1>
        {/* On a phone the actions share one row (short labels), so the search box is not three rows down. */}
        <div className="flex gap-2 [&>*]:min-w-0 [&>*]:flex-1 [&>*]:px-2 sm:[&>*]:flex-none sm:[&>*]:px-4">
          {status?.hasActiveSubscription ? <ManageBillingButton compact /> : null}
          <Link href="/batches" className={buttonVariants({ variant: "outline" })}>
            <FileText aria-hidden /> <span className="sm:hidden">Catalog</span>
            <span className="hidden sm:inline">Catalog upload</span>
          </Link>
          <Link href="/generator" className={buttonVariants()}>
            <Plus aria-hidden /> <span className="sm:hidden">Generate</span>
            <span className="hidden sm:inline">Generate New</span>
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
      ) : !savedAny ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-16 text-center">
          <FileText aria-hidden className="mb-4 size-12 text-muted-foreground" />
          <h2 className="text-xl font-semibold">No descriptions yet</h2>
          <p className="mt-2 text-muted-foreground">
            Generate a description, then choose Save on the result to keep it here.
          </p>
          <Link href="/generator" className={buttonVariants({ className: "mt-6" })}>
            Generate Your First Description
          </Link>
        </div>
      ) : (
        <>
          <ListToolbar
            search={search}
            onSearch={setSearch}
            platform={platform}
            onPlatform={setPlatform}
            sort={sort}
            onSort={setSort}
            exportQuery={exportQuery}
          />
          <p role="status" className="mb-3 text-sm text-muted-foreground">
            {found}
            {pages.isFetching && !pages.isFetchingNextPage ? <Spinner className="ml-2 size-3" /> : null}
          </p>
          {items.length > 0 ? (
            <SelectionBar
              selectedCount={selection.selected.length}
              allSelected={selection.allSelected}
              onSelectAll={selection.selectAll}
              onExport={exportSelected}
              onDelete={deleteSelected}
              busy={remove.pending || exporting.isPending}
            />
          ) : null}

          {items.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
              <SearchX aria-hidden className="mb-4 size-10 text-muted-foreground" />
              <h2 className="text-lg font-semibold">No descriptions match your search</h2>
              <p className="mt-2 text-sm text-muted-foreground">Try other words or another platform.</p>
              <Button variant="outline" className="mt-6" onClick={clearFilters}>
                Clear filters
              </Button>
            </div>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <DescriptionCard
                    item={item}
                    selected={selection.isSelected(item.id)}
                    onSelect={(on) => selection.toggle(item.id, on)}
                    onView={() => setViewing(item)}
                    onCopy={() => void copy(item.description)}
                    onDelete={() => setDeleting(item)}
                  />
                </li>
              ))}
            </ul>
          )}

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
      <DeleteDialog
        item={deleting}
        deleting={remove.pending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  );
}
