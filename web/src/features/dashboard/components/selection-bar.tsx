import { Download, Trash2 } from "lucide-react";
import type { SelectionExportFormat } from "@shopscript/contracts";
import { Button } from "../../../components/ui/button";
import { DASHBOARD_COPY } from "../copy";
import { StoreFilePicker } from "./store-file-picker";

/**
 * What to do with the ticked cards: tick all shown, export them (one column per field, or as a store's import
 * file) or delete them (with Undo). The actions wait until something is ticked.
 */
export function SelectionBar({
  selectedCount,
  allSelected,
  onSelectAll,
  onExport,
  onDelete,
  busy,
}: {
  selectedCount: number;
  allSelected: boolean;
  onSelectAll(all: boolean): void;
  onExport(format: SelectionExportFormat): void;
  onDelete(): void;
  busy: boolean;
}) {
  const none = selectedCount === 0;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border px-3 py-2 text-sm" data-testid="selection-bar">
      <label className="flex min-h-9 cursor-pointer items-center gap-2">
        <input type="checkbox" className="size-4 accent-primary" checked={allSelected} onChange={(e) => onSelectAll(e.target.checked)} />
        {DASHBOARD_COPY.selectAllShown}
      </label>
      <span className="text-muted-foreground" data-testid="selected-count" aria-live="polite">
        {DASHBOARD_COPY.selectedCount(selectedCount)}
      </span>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button size="sm" variant="outline" disabled={none || busy} onClick={() => onExport("csv")} aria-label={DASHBOARD_COPY.exportSelectedName("CSV", selectedCount)}>
          <Download aria-hidden /> {DASHBOARD_COPY.exportSelected("CSV")}
        </Button>
        <Button size="sm" variant="outline" disabled={none || busy} onClick={() => onExport("json")} aria-label={DASHBOARD_COPY.exportSelectedName("JSON", selectedCount)}>
          <Download aria-hidden /> {DASHBOARD_COPY.exportSelected("JSON")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive"
          disabled={none || busy}
          onClick={onDelete}
          aria-label={DASHBOARD_COPY.deleteSelectedName(selectedCount)}
        >
          <Trash2 aria-hidden /> {DASHBOARD_COPY.deleteSelected}
        </Button>
      </div>
      <StoreFilePicker selectedCount={selectedCount} disabled={none || busy} onDownload={onExport} />
    </div>
  );
}
