import { PLATFORM_LABELS, type DescriptionListItem } from "@shopscript/contracts";
import { Copy, Eye, Trash2 } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatCreated, formatRelative } from "../../../lib/dates";
import { previewText } from "../lib/preview-text";

/** One saved description: name, platform, date, a 3-line preview of its text, View, Copy and Delete. */
export function DescriptionCard({
  item,
  onView,
  onCopy,
  onDelete,
}: {
  item: DescriptionListItem;
  onView(): void;
  onCopy(): void;
  onDelete(): void;
}) {
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle as="h2" className="text-base break-words">
            {item.productName}
          </CardTitle>
          <Badge variant="secondary">{PLATFORM_LABELS[item.platform] ?? item.platform}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          <time dateTime={item.createdAt}>{formatCreated(item.createdAt)}</time>
          {/* How long ago, while that says more than the date (the first week). */}
          {formatRelative(item.createdAt) ? <span> · {formatRelative(item.createdAt)}</span> : null}
        </p>
      </CardHeader>
      <CardContent>
        <p className="line-clamp-3 text-sm text-muted-foreground" data-testid="preview">
          {previewText(item.description, item.platform)}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="outline" size="sm" onClick={onView} aria-label={`View ${item.productName}`}>
          <Eye aria-hidden /> View
        </Button>
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={`Copy ${item.productName}`}>
          <Copy aria-hidden /> Copy
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          onClick={onDelete}
          aria-label={`Delete ${item.productName}`}
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      </CardFooter>
    </Card>
  );
}
