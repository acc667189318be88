import { DESCRIPTION_SORTS, type DescriptionSort } from "@shopscript/contracts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { DASHBOARD_COPY } from "../copy";

/** Newest, oldest, name or platform: the server sorts, so search, filter and "Load more" keep the order. */
export function SortSelect({ value, onChange }: { value: DescriptionSort; onChange(sort: DescriptionSort): void }) {
  return (
    <Select name="sort-order" value={value} onValueChange={(next) => onChange(next as DescriptionSort)}>
      <SelectTrigger id="sort-order" className="w-full" aria-label={DASHBOARD_COPY.sortLabel}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {DESCRIPTION_SORTS.map((sort) => (
          <SelectItem key={sort} value={sort}>
            {DASHBOARD_COPY.sorts[sort]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
