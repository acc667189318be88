-- Issue 20: the planner picks the dashboard search's plan from the statistics of the trigram index's
-- expression (ANALYZE keeps them for an expression index). With the default target (100) a rare search
-- ("No. 4242", 11 matches in 100,000) was estimated at 1% of the rows: the page query then walked the
-- ("userId", "createdAt", "id") index through all 100,000 rows lowering each text (577 ms) instead of reading
-- the 11 matches from the trigram index (0.7 ms). A 1,000-entry histogram estimates such a search below
-- 0.1% and a frequent one ("walnut", 1 row in 6) still as frequent; ANALYZE of 100,000 rows took 1 s.
ALTER INDEX "Description_search_lower_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;
