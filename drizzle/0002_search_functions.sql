-- Case- and accent-insensitive search: korai_fold('Caffè') = korai_fold('CAFFE') = 'caffe'.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes this wrapper safe
-- to declare IMMUTABLE, so it can feed a generated column and an index.
CREATE OR REPLACE FUNCTION korai_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, input));
--> statement-breakpoint
-- What search matches against: description, notes and tags of an event, folded.
CREATE OR REPLACE FUNCTION korai_search_text(description text, notes text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN korai_fold(coalesce(description, '') || ' ' || coalesce(notes, '') || ' ' || coalesce(array_to_string(tags, ' '), ''));
