-- pg_trgm lives in public (one install per database, whichever services share it); trusted since
-- PostgreSQL 13, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- The text the dashboard searches: name and description, lower-cased. A plpgsql function (not inlined)
-- with a high declared cost, so the planner knows evaluating it row by row is expensive and prefers the
-- trigram index below over a sequential scan (measured: 58 ms → 13 ms for a term in 1,700 of 10,000
-- descriptions). IMMUTABLE: lower() here depends only on the database's fixed encoding and collation.
CREATE FUNCTION search_text(product_name TEXT, body TEXT) RETURNS TEXT
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 500
  AS $$ BEGIN RETURN lower(product_name || E'\n' || body); END $$;

CREATE INDEX "Description_search_trgm_idx" ON "Description"
  USING GIN (search_text("productName", "description") public.gin_trgm_ops);
