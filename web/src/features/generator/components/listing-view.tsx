import {
  LISTING_RULES,
  type CheckResult,
  type Listing,
  type ListingField,
  type Platform,
} from "@shopscript/contracts";
import { CheckCircle2, XCircle } from "lucide-react";
import { cn } from "../../../lib/utils";

const encoder = new TextEncoder();
const chars = (s: string) => [...s].length;
const bytes = (s: string) => encoder.encode(s).length;

function limitText(field: ListingField, value: string): string | null {
  if (field.maxBytes !== undefined) return `${bytes(value)}/${field.maxBytes} bytes`;
  if (field.maxChars !== undefined) return `${chars(value)}/${field.maxChars}`;
  return null;
}

function over(field: ListingField, value: string): boolean {
  return (
    (field.maxBytes !== undefined && bytes(value) > field.maxBytes) ||
    (field.maxChars !== undefined && chars(value) > field.maxChars)
  );
}

/** The listing's structured fields with their limits, in the marketplace's order (LISTING_RULES). */
export function ListingFields({
  platform,
  listing,
}: {
  platform: Platform;
  listing: Listing | null | undefined;
}) {
  if (!listing) return null;
  const fields = LISTING_RULES[platform].fields.filter((f) => listing[f.key] !== undefined);
  if (fields.length === 0) return null;
  return (
    <section aria-label="Listing fields" className="space-y-4">
      <h3 className="text-base font-semibold">Listing fields</h3>
      <dl className="space-y-4">
        {fields.map((field) => {
          const value = listing[field.key] ?? "";
          if (Array.isArray(value)) {
            return (
              <div key={field.key} className="rounded-lg border border-border p-3">
                <dt className="flex items-center justify-between gap-2 text-sm font-medium">
                  <span>{field.label}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {value.length}
                    {field.maxItems !== undefined ? `/${field.maxItems}` : ""} items
                  </span>
                </dt>
                <dd className="mt-2">
                  <ul
                    className={cn(
                      "space-y-1 text-sm",
                      field.key === "tags" ? "flex flex-wrap gap-1.5 space-y-0" : "list-disc pl-5",
                    )}
                  >
                    {value.map((item, i) =>
                      field.key === "tags" ? (
                        <li key={i} className="rounded-full bg-subtle px-2 py-0.5 text-xs">
                          {item}
                        </li>
                      ) : (
                        <li key={i}>
                          {item}
                          {field.itemMaxChars !== undefined ? (
                            <span className="ml-2 text-xs text-muted-foreground tabular-nums">
                              {chars(item)}/{field.itemMaxChars}
                            </span>
                          ) : null}
                        </li>
                      ),
                    )}
                  </ul>
                </dd>
              </div>
            );
          }
          const limit = limitText(field, value);
          return (
            <div key={field.key} className="rounded-lg border border-border p-3">
              <dt className="flex items-center justify-between gap-2 text-sm font-medium">
                <span>{field.label}</span>
                {limit ? (
                  <span
                    className={cn(
                      "text-xs tabular-nums",
                      over(field, value) ? "text-destructive" : "text-muted-foreground",
                    )}
                  >
                    {field.label} {limit}
                  </span>
                ) : null}
              </dt>
              <dd
                className={cn(
                  "mt-2 text-sm break-words whitespace-pre-wrap",
                  field.kind === "html" && "font-mono text-xs",
                )}
              >
                {value}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** What the checker verified on the output. */
export function CheckList({ checks }: { checks: CheckResult[] | undefined }) {
  if (!checks || checks.length === 0) return null;
  const passed = checks.filter((c) => c.passed).length;
  return (
    <section aria-label="Listing checks" className="space-y-2">
      <h3 className="text-base font-semibold">
        Checks{" "}
        <span className="text-sm font-normal text-muted-foreground">
          ({passed}/{checks.length} passed)
        </span>
      </h3>
      <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
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
    </section>
  );
}
