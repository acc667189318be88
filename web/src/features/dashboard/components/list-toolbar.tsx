import { PLATFORM_LABELS, PLATFORMS, type DescriptionSort } from "@shopscript/contracts";
import { Download, Search } from "lucide-react";
import { buttonVariants } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { DASHBOARD_COPY } from "../copy";
import { SortSelect } from "./sort-select";

/** The list's export of what is shown (search, platform and sort), one column per field. */
const exportHref = (format: "csv" | "json", query: URLSearchParams) =>
  `/api/descriptions/export?${new URLSearchParams([["format", format], ["layout", "fields"], ...query])}`;

/** Search, platform filter, sort, and the download of what they show. */
export function ListToolbar({
  search,
  onSearch,
  platform,
  onPlatform,
  sort,
  onSort,
  exportQuery,
}: {
  search: string;
  onSearch(value: string): void;
  platform: string;
  onPlatform(value: string): void;
  sort: DescriptionSort;
  onSort(value: DescriptionSort): void;
  exportQuery: URLSearchParams;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end lg:flex-nowrap">
      <div className="relative flex-1 md:min-w-64">
        <Label htmlFor="description-search" className="sr-only">
          Search descriptions
        </Label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="description-search"
          type="search"
          placeholder="Search descriptions..."
          className="pl-9"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <div className="md:w-48">
          <Select name="platform-filter" value={platform} onValueChange={onPlatform}>
            <SelectTrigger id="platform-filter" className="w-full" aria-label="Filter by platform">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All platforms</SelectItem>
              {PLATFORMS.map((p) => (
                <SelectItem key={p} value={p}>
                  {PLATFORM_LABELS[p]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="md:w-44">
          <SortSelect value={sort} onChange={onSort} />
        </div>
      </div>
      <div className="flex gap-2" role="group" aria-label={DASHBOARD_COPY.exportShownHint}>
        <a href={exportHref("csv", exportQuery)} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden /> {DASHBOARD_COPY.exportShownCsv}
        </a>
        <a href={exportHref("json", exportQuery)} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden /> {DASHBOARD_COPY.exportShownJson}
        </a>
      </div>
    </div>
  );
}
