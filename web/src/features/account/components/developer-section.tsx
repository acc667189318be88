import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { TitledCard } from "../../../components/titled-card";

/** Links to the Pro plan's API keys, Analytics and the API reference. */
export function DeveloperSection() {
  return (
    <TitledCard id="developer-title" title="Stores, API and analytics" description="Part of the Pro plan.">
      <div className="flex flex-wrap gap-2">
        <Link href="/connections" className={buttonVariants({ variant: "outline" })}>
          Store connections
        </Link>
        <Link href="/api-keys" className={buttonVariants({ variant: "outline" })}>
          API keys
        </Link>
        <Link href="/analytics" className={buttonVariants({ variant: "outline" })}>
          Analytics
        </Link>
        <Link href="/docs/api" className={buttonVariants({ variant: "outline" })}>
          API reference
        </Link>
      </div>
    </TitledCard>
  );
}
