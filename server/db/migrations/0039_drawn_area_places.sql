-- Drawn areas (decision 047): the first step reads id and place of the rows inside a ring's box from the index alone.
-- hand-written
CREATE INDEX IF NOT EXISTS "objects_place_idx" ON "objects" USING btree ("latitude","longitude") INCLUDE ("id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_active_place_idx" ON "offers" USING btree ("latitude","longitude") INCLUDE ("id") WHERE "status" = 2;
