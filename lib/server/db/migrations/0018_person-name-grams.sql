-- A search for any part of a name (人员列表, 人员查询) through a GIN index: each name's characters and pairs of
-- neighbouring characters, lower-cased (lib/server/services/persons/nameSearch.ts asks with the same grams).
-- pg_trgm would need a locale that classes Chinese characters as word characters; this works under any locale,
-- on the embedded database too.
CREATE FUNCTION person_name_grams(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(lower(name), i, 1) AS g FROM generate_series(1, char_length(name)) AS i
    UNION ALL
    SELECT substr(lower(name), i, 2) FROM generate_series(1, char_length(name) - 1) AS i
  ) AS grams
$$;
--> statement-breakpoint
CREATE INDEX "person_name_grams_idx" ON "person" USING gin (person_name_grams("name"));
