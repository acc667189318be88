import { PLATFORM_LABELS, type DescriptionListItem } from "@shopscript/contracts";
import { Copy, Eye, Trash2 } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatCreated, formatRelative } from "../../../lib/dates";
import { DASHBOARD_COPY } from "../copy";
import { previewText } from "../lib/preview-text";

/**
 * One saved description: a tick to select it, name, platform, date, a 3-line preview of its text, View (and
 * edit), Copy and Delete.
 */
export function DescriptionCard({
  item,
  selected,
  onSelect,
  onView,
  onCopy,
  onDelete,
}: {
  item: DescriptionListItem;
  selected: boolean;
  onSelect(selected: boolean): void;
  onView(): void;
  onCopy(): void;
  onDelete(): void;
}) {
  return (
    <Card className="h-full" data-selected={selected}>
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              aria-label={DASHBOARD_COPY.selectOne(item.productName)}
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
            />
            <CardTitle as="h2" className="min-w-0 text-base break-words">
              {item.productName}
            </CardTitle>
          </div>
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
