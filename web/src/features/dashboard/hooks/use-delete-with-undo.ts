import { MESSAGES } from "@shopscript/contracts";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useDeleteDescription } from "../api/delete-description";
import { useDeleteDescriptions, useRestoreDescriptions } from "../api/delete-descriptions";
import { DASHBOARD_COPY, UNDO_WINDOW_MS } from "../copy";

/**
 * Deleting, one (the card's Delete, after its dialog) or a selection, with an Undo in the toast for
 * UNDO_WINDOW_MS. The server keeps a deleted description restorable for DESCRIPTION_RESTORE_HOURS, so Undo
 * works for as long as the toast offers it.
 */
export function useDeleteWithUndo() {
  const removeOne = useDeleteDescription();
  const removeMany = useDeleteDescriptions();
  const restore = useRestoreDescriptions();

  function offerUndo(ids: string[], description: string) {
    toast({
      title: DASHBOARD_COPY.deletedTitle,
      description,
      duration: UNDO_WINDOW_MS,
      action: {
        label: DASHBOARD_COPY.undo,
        altText: DASHBOARD_COPY.undoAltText,
        onClick: () =>
          restore.mutate(ids, {
            onSuccess: ({ ids: back }) => toast({ title: DASHBOARD_COPY.restoredTitle, description: DASHBOARD_COPY.restored(back.length) }),
            onError: (err) =>
              toast({ variant: "destructive", title: DASHBOARD_COPY.restoreFailed, description: errorMessage(err, DASHBOARD_COPY.restoreFailedMessage) }),
          }),
      },
    });
  }

  const failed = (err: unknown) =>
    toast({ variant: "destructive", title: DASHBOARD_COPY.deleteFailedTitle, description: errorMessage(err, MESSAGES.DELETE_FAILED) });

  return {
    pending: removeOne.isPending || removeMany.isPending,
    /** The spec's delete of one description: its toast texts, plus Undo. */
    deleteOne(id: string, onDone: () => void) {
      removeOne.mutate(id, {
        onSuccess: () => {
          onDone();
          offerUndo([id], MESSAGES.DESCRIPTION_DELETED);
        },
        onError: failed,
      });
    },
    deleteMany(ids: string[], onDone: () => void) {
      removeMany.mutate(ids, {
        onSuccess: ({ ids: deleted }) => {
          onDone();
          offerUndo(deleted, DASHBOARD_COPY.deletedMany(deleted.length));
        },
        onError: failed,
      });
    },
  };
}
