import { LISTING_RULES, type Listing, type ListingField, type Platform } from "@shopscript/contracts";
import { cn } from "../../../lib/utils";
import { fieldCopyText, htmlToPlainText, measure, type Measure } from "../lib/field-measure";
import { CopyButton } from "./copy-button";

/**
 * The listing as the marketplace's own fields, in its form's order (LISTING_RULES), each with its own Copy
 * (plain text, or the HTML itself for an HTML field) and a meter against the marketplace's limit.
 */
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
    <dl className="space-y-3">
      {fields.map((field) => (
        <FieldBlock key={field.key} field={field} value={listing[field.key]!} />
      ))}
    </dl>
  );
}

function FieldBlock({ field, value }: { field: ListingField; value: string | string[] }) {
  const m = measure(field, value);
  return (
    <div className="rounded-lg border border-border p-3 sm:p-4" data-field={field.key}>
      <dt className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold">
          {field.label}
          {field.kind === "html" ? (
            <span className="ml-2 text-xs font-normal text-muted-foreground">copies as HTML</span>
          ) : null}
        </span>
        <CopyButton
          size="sm"
          text={() => fieldCopyText(field, value)}
          accessibleName={`Copy ${field.label}`}
        />
      </dt>
      <dd className="mt-2 space-y-2">
        {Array.isArray(value) ? (
          <ListValue field={field} items={value} />
        ) : (
          <TextValue field={field} text={value} />
        )}
        {m ? <LimitMeter label={field.label} m={m} /> : null}
      </dd>
    </div>
  );
}

function TextValue({ field, text }: { field: ListingField; text: string }) {
  // An HTML field is shown as its text (never injected as markup); Copy gives the marketplace the HTML.
  const shown = field.kind === "html" ? htmlToPlainText(text) : text;
  return <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{shown}</p>;
}

function ListValue({ field, items }: { field: ListingField; items: string[] }) {
  if (field.key === "tags") {
    return (
      <ul className="flex flex-wrap gap-1.5">
        {items.map((tag, i) => (
          <li key={i} className="rounded-full bg-subtle px-2 py-0.5 text-xs">
            {tag}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed">
      {items.map((item, i) => (
        <li key={i} className="break-words">
          {item}
          {field.itemMaxChars !== undefined ? (
            <span
              className={cn(
                "ml-2 text-xs tabular-nums",
                [...item].length > field.itemMaxChars ? "text-destructive" : "text-muted-foreground",
              )}
            >
              {[...item].length}/{field.itemMaxChars}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A bar and its figures ("142/200 characters"); red when over the limit. */
function LimitMeter({ label, m }: { label: string; m: Measure }) {
  const ratio = Math.min(1, m.used / m.limit);
  return (
    <div className="flex items-center gap-3">
      <div
        role="meter"
        aria-label={`${label} length`}
        aria-valuemin={0}
        aria-valuemax={m.limit}
        aria-valuenow={m.used}
        aria-valuetext={`${m.used} of ${m.limit} ${m.unit}`}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-subtle"
      >
        <div
          className={cn("h-full rounded-full", m.over ? "bg-destructive" : "bg-primary")}
          style={{ width: `${ratio * 100}%` }}
        />
      </div>
      <span className={cn("text-xs tabular-nums", m.over ? "text-destructive" : "text-muted-foreground")}>
        {m.used}/{m.limit} {m.unit}
      </span>
    </div>
  );
}
