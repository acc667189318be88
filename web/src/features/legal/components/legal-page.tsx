import type { ReactNode } from "react";
import { PageTitle } from "../../../components/page-title";

/** The date both legal texts show (spec section 2). */
export const LEGAL_LAST_UPDATED = "October 6, 2025";

/** Title, "Last updated" line and the text, at a readable width. Sections use <h2>. */
export function LegalPage({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  /** The page's meta description. */
  description: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby="legal-title" className="container-page py-16 sm:py-20">
      <PageTitle description={description}>{title}</PageTitle>
      <div className="mx-auto max-w-3xl">
        <header className="border-b border-border pb-8">
          <h1 id="legal-title" className="text-4xl font-extrabold tracking-tight">
            {title}
          </h1>
          <p className="mt-3 text-sm text-muted-foreground">Last updated {LEGAL_LAST_UPDATED}</p>
          <div className="mt-6 text-lg text-muted-foreground">{intro}</div>
        </header>
        <div className="prose-legal mt-4">{children}</div>
      </div>
    </article>
  );
}
