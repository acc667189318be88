import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { PageTitle } from "../components/page-title";
import { Button } from "../components/ui/button";
import { Card, CardContent } from "../components/ui/card";

/** Any path the router does not know (spec §2). */
export function NotFoundPage() {
  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <PageTitle>Page not found</PageTitle>
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-3">
            <AlertCircle aria-hidden className="size-8 shrink-0 text-destructive" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href="/">Back to home</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
