-- Trigram indexes make substring search on descriptions and notes fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
