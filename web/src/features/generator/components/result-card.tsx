import { PLATFORM_LABELS } from "@shopscript/contracts";
import { Check, RefreshCw, Save } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { ShownResult } from "../hooks/use-generation";
import { useRevealOnMount } from "../hooks/use-reveal-on-mount";
import { CheckSummary } from "./check-summary";
import { CopyButton } from "./copy-button";
import { ListingFields } from "./listing-fields";

export type SaveState = "idle" | "saving" | "saved";

/**
 * The result, once: name, platform, timestamp (en-US, lib/dates), then the listing's fields each with its own
 * Copy and limit meter, and the checks folded into a summary. "Copy all" copies the whole text as the
 * spec's Copy did ("Copied!" for 2 seconds). The card scrolls into view and takes focus when it appears.
 */
export function ResultCard({
  shown,
  saveState,
  onSave,
  onRegenerate,
}: {
  shown: ShownResult;
  saveState: SaveState;
  onSave(): void;
  onRegenerate(): void;
}) {
  const ref = useRevealOnMount<HTMLDivElement>(shown);
  const { result, input, generatedAt } = shown;
  const name = result.productName || input.productName || "Your product";
  return (
    <Card
      ref={ref}
      tabIndex={-1}
      aria-labelledby="result-title"
      className="scroll-mt-20 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id="result-title">
            {name}
          </CardTitle>
          <Badge variant="secondary">{PLATFORM_LABELS[result.platform]}</Badge>
        </div>
        <CardDescription>
          <time>{generatedAt}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap gap-2">
          <CopyButton text={() => result.description} label="Copy all" />
          <Button variant="outline" onClick={onSave} disabled={saveState !== "idle"}>
            {saveState === "saved" ? <Check aria-hidden /> : <Save aria-hidden />}
            {saveState === "saving" ? "Saving..." : saveState === "saved" ? "Saved" : "Save"}
          </Button>
          <Button variant="outline" onClick={onRegenerate}>
            <RefreshCw aria-hidden /> Regenerate
          </Button>
        </div>
        <ListingFields platform={result.platform} listing={result.listing} />
        <CheckSummary checks={result.checks} />
      </CardContent>
    </Card>
  );
}
