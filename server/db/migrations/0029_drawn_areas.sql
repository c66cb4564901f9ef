ALTER TABLE "filter_predicates" ADD COLUMN "polygons" jsonb;--> statement-breakpoint
-- hand-written
-- Is (lat, lng) inside the ring [lat1, lng1, lat2, lng2, …] (closed implicitly)? Ray casting in plain SQL, so it
-- runs on PGlite and on PostgreSQL without PostGIS (decision 047); callers pre-filter by the ring's bounding box.
CREATE OR REPLACE FUNCTION kv_in_ring(lat float8, lng float8, ring float8[]) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT count(*) % 2 = 1
  FROM generate_series(1, cardinality(ring) / 2) AS i,
    LATERAL (SELECT ring[2 * i - 1] AS y1, ring[2 * i] AS x1,
      ring[CASE WHEN i = 1 THEN cardinality(ring) - 1 ELSE 2 * i - 3 END] AS y2,
      ring[CASE WHEN i = 1 THEN cardinality(ring) ELSE 2 * i - 2 END] AS x2) e
  WHERE (e.y1 > lat) <> (e.y2 > lat) AND lng < (e.x2 - e.x1) * (lat - e.y1) / (e.y2 - e.y1) + e.x1
$$;
