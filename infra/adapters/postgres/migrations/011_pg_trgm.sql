-- Trigram indexes (admin lists, search) need pg_trgm. Projections create their tables on start, each
-- with `create extension if not exists pg_trgm`, and several starting at once on a fresh database
-- raced on it (a duplicate key in pg_extension): created here once, before any of them starts.
create extension if not exists pg_trgm;
