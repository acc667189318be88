import type { ReactNode } from "react";
import { Link } from "wouter";
import { PageTitle } from "./page-title";

interface PlaceholderPageProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/**
 * Stands in for a screen that is not built yet: the route's real title, and a plain statement
 * that the screen is not available, rather than controls that do nothing.
 */
export function PlaceholderPage({ title, subtitle, children }: PlaceholderPageProps) {
  return (
    <section className="container-page max-w-2xl py-16">
      <PageTitle>{title}</PageTitle>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
      {children}
      <p
        className="mt-6 rounded-lg border border-dashed border-border bg-subtle p-4 text-sm text-muted-foreground"
        role="note"
      >
        This screen is not available yet. We are building it now.
      </p>
      <Link href="/" className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
        Back to home
      </Link>
    </section>
  );
}
