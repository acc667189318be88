import type { DescriptionListItem } from "@shopscript/contracts";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { DASHBOARD_COPY } from "../copy";

/** Delete asks first; the toast after it offers Undo for a few seconds. */
export function DeleteDialog({
  item,
  deleting,
  onConfirm,
  onOpenChange,
}: {
  item: DescriptionListItem | null;
  deleting: boolean;
  onConfirm(item: DescriptionListItem): void;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>Delete this description?</DialogTitle>
          <DialogDescription>{DASHBOARD_COPY.deleteConfirmBody(item?.productName ?? "")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={deleting} onClick={() => item && onConfirm(item)}>
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
