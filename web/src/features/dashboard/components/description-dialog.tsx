import { PLATFORM_LABELS, type DescriptionListItem } from "@shopscript/contracts";
import { Badge } from "../../../components/ui/badge";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { formatCreated } from "../../../lib/dates";
import { CopyButton } from "../../generator/components/copy-button";
import { ListingFields } from "../../generator/components/listing-fields";
import { useDescription } from "../api/get-description";

/** The card's View: the saved listing's fields (each with Copy), or its whole text when it has no fields. */
export function DescriptionDialog({
  item,
  onOpenChange,
}: {
  item: DescriptionListItem | null;
  onOpenChange(open: boolean): void;
}) {
  const { data, isLoading, isError } = useDescription(item?.id ?? null);
  const text = data?.description ?? item?.description ?? "";
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>{item.productName}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{PLATFORM_LABELS[item.platform]}</Badge>
                <span>{formatCreated(item.createdAt)}</span>
              </DialogDescription>
            </DialogHeader>
            <div>
              <CopyButton text={() => text} label="Copy all" />
            </div>
            {isLoading ? (
              <Spinner label="Loading listing…" />
            ) : data?.listing ? (
              <ListingFields platform={data.platform} listing={data.listing} />
            ) : (
              <>
                {isError ? (
                  <p className="text-sm text-muted-foreground">The listing fields could not be loaded.</p>
                ) : null}
                <div className="rounded-lg bg-subtle p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
                  {text}
                </div>
              </>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
