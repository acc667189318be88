import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useRevealOnMount } from "../hooks/use-reveal-on-mount";

/** While writing: the words as they stream in, brought into view like the result. */
export function StreamingPreview({ text }: { text: string }) {
  const ref = useRevealOnMount<HTMLDivElement>(null);
  return (
    <Card ref={ref} tabIndex={-1} aria-labelledby="preview-title" className="scroll-mt-20 outline-none">
      <CardHeader>
        <CardTitle as="h2" id="preview-title">
          Writing your description...
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div aria-live="polite" aria-busy className="min-h-24 text-sm leading-relaxed whitespace-pre-wrap">
          {text || <span className="text-muted-foreground">Waiting for the first words...</span>}
        </div>
      </CardContent>
    </Card>
  );
}
