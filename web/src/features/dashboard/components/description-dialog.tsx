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
import { ListingFields } from "../../generator/components/listing-view";
import { useDescription } from "../api/use-descriptions";
import { formatCreated } from "./format";

/** The card's View: the full text and, once loaded, the structured listing. */
export function DescriptionDialog({
  item,
  onOpenChange,
}: {
  item: DescriptionListItem | null;
  onOpenChange(open: boolean): void;
}) {
  const { data, isLoading, isError } = useDescription(item?.id ?? null);
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>{item.productName}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{PLATFORM_LABELS[item.platform]}</Badge>
                <span>{formatCreated(item.createdAt)}</span>
              </DialogDescription>
            </DialogHeader>
            <div className="rounded-lg bg-subtle p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">
              {data?.description ?? item.description}
            </div>
            {isLoading ? (
              <Spinner label="Loading listing…" />
            ) : isError ? (
              <p className="text-sm text-muted-foreground">The listing fields could not be loaded.</p>
            ) : data ? (
              <ListingFields platform={data.platform} listing={data.listing} />
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
