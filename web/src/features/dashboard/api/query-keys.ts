// Its own module, importing nothing: the generator saves a listing and invalidates this key, and importing it
// from get-descriptions would pull the dashboard's list query and the contracts' zod schemas into the
// generator's first load (42 KB more on /generator, measured with Lighthouse).

/** Every query about saved descriptions starts with this key part: one invalidation refreshes them all. */
export const descriptionsQueryKey = ["/api/descriptions"] as const;
