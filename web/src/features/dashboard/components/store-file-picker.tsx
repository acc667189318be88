import { useId, useState } from "react";
import { Store } from "lucide-react";
import { MARKETPLACE_FILES, type MarketplaceFile } from "@shopscript/contracts";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/native-select";
import { DASHBOARD_COPY } from "../copy";

/**
 * The ticked cards as the file a store imports: pick Shopify, Etsy or Amazon, then Download. What the seller
 * still has to add after the import is said under it before they download.
 */
export function StoreFilePicker({
  selectedCount,
  disabled,
  onDownload,
}: {
  selectedCount: number;
  disabled: boolean;
  onDownload(file: MarketplaceFile): void;
}) {
  const [file, setFile] = useState<MarketplaceFile>("shopify");
  const id = useId();
  const name = DASHBOARD_COPY.storeFiles[file];
  return (
    <div className="flex w-full flex-col gap-1 border-t border-border pt-2">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
          <label htmlFor={`${id}-file`} className="mb-1 block text-xs font-medium text-muted-foreground">
            {DASHBOARD_COPY.storeFileLabel}
          </label>
          <NativeSelect
            id={`${id}-file`}
            value={file}
            onChange={(event) => setFile(event.target.value as MarketplaceFile)}
            aria-describedby={`${id}-hint`}
            className="h-9 text-sm"
          >
            {MARKETPLACE_FILES.map((kind) => (
              <option key={kind} value={kind}>
                {DASHBOARD_COPY.storeFiles[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => onDownload(file)}
          aria-label={DASHBOARD_COPY.downloadStoreFileName(name, selectedCount)}
        >
          <Store aria-hidden /> {DASHBOARD_COPY.downloadStoreFile}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground" data-testid="store-file-hint">
        {DASHBOARD_COPY.storeFileHints[file]}
      </p>
    </div>
  );
}
