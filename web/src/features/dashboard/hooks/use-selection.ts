import { useCallback, useMemo, useState } from "react";

/**
 * The cards the seller has ticked, among those shown. Only shown ones count: a selection never reaches a
 * description the seller cannot see (another search, a deleted one), so what is exported or deleted is
 * exactly what is ticked on screen.
 */
export function useSelection(shownIds: string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => shownIds.filter((id) => ticked.has(id)), [shownIds, ticked]);
  const allSelected = shownIds.length > 0 && selected.length === shownIds.length;

  const toggle = useCallback((id: string, on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const selectAll = useCallback((on: boolean) => setTicked(on ? new Set(shownIds) : new Set()), [shownIds]);
  const clear = useCallback(() => setTicked(new Set()), []);

  return { selected, isSelected: (id: string) => ticked.has(id), allSelected, toggle, selectAll, clear };
}
