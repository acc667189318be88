import type { CheckResult } from "@shopscript/contracts";
import { CheckCircle2, ChevronDown, XCircle } from "lucide-react";

/**
 * What the checker verified, folded into one line ("All 18 checks passed") that opens on demand. Native
 * <details>: keyboard and screen-reader support without any script.
 */
export function CheckSummary({ checks }: { checks: CheckResult[] | undefined }) {
  if (!checks || checks.length === 0) return null;
  const failed = checks.filter((c) => !c.passed);
  const summary = failed.length
    ? `${failed.length} of ${checks.length} checks need attention`
    : `All ${checks.length} checks passed`;
  return (
    <details className="group rounded-lg border border-border" open={failed.length > 0}>
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg p-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
        {failed.length ? (
          <XCircle aria-hidden className="size-4 shrink-0 text-destructive" />
        ) : (
          <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success" />
        )}
        <span className="flex-1">{summary}</span>
        <span className="text-xs font-normal text-muted-foreground group-open:hidden">Show</span>
        <span className="hidden text-xs font-normal text-muted-foreground group-open:inline">Hide</span>
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="grid gap-1.5 border-t border-border p-3 text-sm sm:grid-cols-2">
        {checks.map((check) => (
          <li key={check.id + (check.field ?? "")} className="flex items-start gap-2">
            {check.passed ? (
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            ) : (
              <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
            )}
            <span>
              <span className="sr-only">{check.passed ? "Passed: " : "Failed: "}</span>
              {check.label}
              {check.detail && !check.passed ? (
                <span className="block text-xs text-muted-foreground">{check.detail}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
