import { PLATFORM_LABELS, type DescriptionListItem, type Listing } from "@shopscript/contracts";
import { Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatCreated } from "../../../lib/dates";
import { CheckSummary } from "../../generator/components/check-summary";
import { CopyButton } from "../../generator/components/copy-button";
import { ListingFields } from "../../generator/components/listing-fields";
import { useDescription } from "../api/get-description";
import { useEditDescription } from "../api/edit-description";
import { DASHBOARD_COPY } from "../copy";
import { ListingEditor } from "./listing-editor";

/**
 * The card's View: the saved listing's fields (each with Copy), or its whole text when it has no fields. Edit
 * turns the fields into a form; on save the server checks the listing again, and the checks are shown here
 * (a failed one is for the seller to judge: the edit is saved either way).
 */
export function DescriptionDialog({
  item,
  onOpenChange,
}: {
  item: DescriptionListItem | null;
  onOpenChange(open: boolean): void;
}) {
  const { data, isLoading, isError } = useDescription(item?.id ?? null);
  const edit = useEditDescription();
  const [editing, setEditing] = useState(false);
  // Another description opened: start in view mode, with no error of the last one (on a new item only).
  const resetEdit = edit.reset;
  useEffect(() => {
    setEditing(false);
    resetEdit();
  }, [item?.id, resetEdit]);
  // Into the form and back out of it, the dialog starts at its top (the title, then the checks), not where the
  // seller's last click was.
  const top = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    top.current?.scrollIntoView({ block: "start" });
  }, [editing]);
  const text = data?.description ?? item?.description ?? "";
  const listing = data?.listing ?? null;

  function save(changed: Listing) {
    if (!data) return;
    edit.mutate(
      { id: data.id, listing: changed },
      {
        onSuccess: (saved) => {
          setEditing(false);
          const checks = saved.checks ?? [];
          const failed = checks.filter((check) => !check.passed).length;
          toast({
            title: DASHBOARD_COPY.savedTitle,
            description: failed ? DASHBOARD_COPY.savedSomeFail(failed, checks.length) : DASHBOARD_COPY.savedAllPass(checks.length),
          });
        },
      },
    );
  }

  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        {item ? (
          <>
            <DialogHeader ref={top}>
              <DialogTitle>{editing ? DASHBOARD_COPY.editTitle(item.productName) : item.productName}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{PLATFORM_LABELS[item.platform]}</Badge>
                <span>{formatCreated(item.createdAt)}</span>
              </DialogDescription>
            </DialogHeader>
            {isLoading ? (
              <Spinner label="Loading listing…" />
            ) : editing && data && listing ? (
              <ListingEditor
                description={{ ...data, listing }}
                saving={edit.isPending}
                error={edit.isError ? errorMessage(edit.error, DASHBOARD_COPY.saveFailed) : null}
                onSave={save}
                onCancel={() => {
                  edit.reset();
                  setEditing(false);
                }}
              />
            ) : (
              <>
                <div className="flex flex-wrap gap-2">
                  <CopyButton text={() => text} label="Copy all" />
                  {listing ? (
                    <Button variant="outline" onClick={() => setEditing(true)}>
                      <Pencil aria-hidden /> {DASHBOARD_COPY.edit}
                    </Button>
                  ) : null}
                </div>
                {data?.checks ? (
                  <div className="space-y-1" data-testid="edited-checks">
                    <p className="text-xs text-muted-foreground">{DASHBOARD_COPY.checkedAfterEdit}</p>
                    <CheckSummary checks={data.checks} />
                  </div>
                ) : null}
                {listing && data ? (
                  <ListingFields platform={data.platform} listing={listing} />
                ) : (
                  <>
                    {isError ? <p className="text-sm text-muted-foreground">The listing fields could not be loaded.</p> : null}
                    <div className="rounded-lg bg-subtle p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">{text}</div>
                  </>
                )}
              </>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
