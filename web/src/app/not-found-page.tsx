import { Compass } from "lucide-react";
import { Link } from "wouter";
import { PageTitle } from "../components/page-title";
import { Button } from "../components/ui/button";
import { Card, CardContent } from "../components/ui/card";

// Where a seller most likely meant to go: a way on from a mistyped or outdated link, not a dead end.
const WAYS_ON = [
  { href: "/generator", label: "Write a description" },
  { href: "/dashboard", label: "My descriptions" },
  { href: "/pricing", label: "Pricing" },
  { href: "/contact", label: "Contact support" },
] as const;

/** Any path the router does not know (spec §2): a friendly page with links on. */
export function NotFoundPage() {
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <PageTitle>Page not found</PageTitle>
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-3">
            <Compass aria-hidden className="size-8 shrink-0 text-primary" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            We couldn't find that page. The link may be old or mistyped. Here are some places to go instead:
          </p>
          <ul className="mt-4 space-y-2 text-sm">
            {WAYS_ON.map((way) => (
              <li key={way.href}>
                <Link href={way.href} className="font-medium text-primary hover:underline">
                  {way.label}
                </Link>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" className="mt-6">
            <Link href="/">Back to home</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
