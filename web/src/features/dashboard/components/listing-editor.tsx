import { LISTING_RULES, type Description, type Listing } from "@shopscript/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { measure } from "../../generator/lib/field-measure";
import { DASHBOARD_COPY } from "../copy";
import { changedFields, draftOf, valueOf } from "../lib/listing-drafts";

/** Long fields get a box of several lines; a title or a meta description fits one. */
const LONG = new Set(["description", "bodyHtml"]);

/**
 * Every field of the saved listing's marketplace, editable (a list one item per line), with its count against
 * the marketplace's limit as the seller types. Only the changed fields are sent; the server checks the listing
 * again and the dialog shows the result.
 */
export function ListingEditor({
  description,
  saving,
  error,
  onSave,
  onCancel,
}: {
  description: Description & { listing: Listing };
  saving: boolean;
  error: string | null;
  onSave(changed: Listing): void;
  onCancel(): void;
}) {
  const fields = LISTING_RULES[description.platform].fields;
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, draftOf(description.listing[field.key])])),
  );
  const [nothingChanged, setNothingChanged] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const changed = changedFields(fields, description.listing, drafts);
    setNothingChanged(Object.keys(changed).length === 0);
    if (Object.keys(changed).length) onSave(changed);
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={DASHBOARD_COPY.editTitle(description.productName)}>
      <p className="text-sm text-muted-foreground">{DASHBOARD_COPY.editIntro}</p>
      {fields.map((field) => {
        const id = `edit-${field.key}`;
        const draft = drafts[field.key] ?? "";
        const m = measure(field, valueOf(field, draft));
        const countId = `${id}-count`;
        const common = {
          id,
          value: draft,
          "aria-describedby": m ? countId : undefined,
          onChange: (e: { target: { value: string } }) => setDrafts((d) => ({ ...d, [field.key]: e.target.value })),
        };
        return (
          <div key={field.key} className="space-y-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Label htmlFor={id}>
                {field.label}
                {field.kind === "list" ? <span className="font-normal text-muted-foreground"> {DASHBOARD_COPY.onePerLine}</span> : null}
              </Label>
              {m ? (
                <span id={countId} className={m.over ? "text-xs text-destructive tabular-nums" : "text-xs text-muted-foreground tabular-nums"}>
                  {m.used}/{m.limit} {m.unit}
                </span>
              ) : null}
            </div>
            {field.kind === "list" || LONG.has(field.key) ? (
              <Textarea rows={LONG.has(field.key) ? 8 : 4} {...common} />
            ) : (
              <Input {...common} />
            )}
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : nothingChanged ? (
        <p role="status" className="text-sm text-muted-foreground">
          {DASHBOARD_COPY.nothingChanged}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? DASHBOARD_COPY.saving : DASHBOARD_COPY.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {DASHBOARD_COPY.cancel}
        </Button>
      </div>
    </form>
  );
}
