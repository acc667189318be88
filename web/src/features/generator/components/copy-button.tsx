import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { copyText } from "../../../lib/clipboard";

/** Spec §2: "Copied!" for 2 seconds after a copy. */
export const COPIED_MS = 2000;

/**
 * A Copy button: copies `text()` and says "Copied!" for 2 seconds. `label` is what it reads otherwise;
 * `accessibleName` tells apart the many Copy buttons of one result ("Copy Title").
 */
export function CopyButton({
  text,
  label = "Copy",
  accessibleName,
  ...props
}: { text: () => string; label?: string; accessibleName?: string } & Omit<ButtonProps, "onClick">) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <Button
      variant="outline"
      aria-label={accessibleName && !copied ? accessibleName : undefined}
      onClick={async () => setCopied(await copyText(text()))}
      {...props}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? "Copied!" : label}
    </Button>
  );
}
