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
    <section className="container page page-narrow">
      <PageTitle>{title}</PageTitle>
      <h1 className="page-title">{title}</h1>
      {subtitle ? <p className="page-subtitle">{subtitle}</p> : null}
      {children}
      <p className="placeholder-note" role="note">
        This screen is not available yet. We are building it now.
      </p>
      <Link href="/" className="text-link">
        Back to home
      </Link>
    </section>
  );
}
