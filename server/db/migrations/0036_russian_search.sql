DROP INDEX "objects_search_fts_idx";--> statement-breakpoint
ALTER TABLE "subregions" ADD COLUMN "search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "builders" ADD COLUMN "search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "search_text" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', coalesce("title", '')), 'A') || setweight(to_tsvector('russian', coalesce("address", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "address_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', coalesce("address", ''))) STORED;--> statement-breakpoint
CREATE INDEX "subregions_search_text_idx" ON "subregions" USING gin ("search_text");--> statement-breakpoint
CREATE INDEX "subregions_name_trgm_idx" ON "subregions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "builders_search_text_idx" ON "builders" USING gin ("search_text");--> statement-breakpoint
CREATE INDEX "builders_bare_name_idx" ON "builders" USING btree (regexp_replace(lower("name"), '^(жк|кп|мкр|мжк|гк|ск|иск|сз|дск|ук|апарт-отель|клубный дом)\s+'::text, ''::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "objects_search_text_idx" ON "objects" USING gin ("search_text");--> statement-breakpoint
CREATE INDEX "objects_address_text_idx" ON "objects" USING gin ("address_text");--> statement-breakpoint
CREATE INDEX "objects_bare_title_idx" ON "objects" USING btree (regexp_replace(lower("title"), '^(жк|кп|мкр|мжк|гк|ск|иск|сз|дск|ук|апарт-отель|клубный дом)\s+'::text, ''::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "objects_address_trgm_idx" ON "objects" USING gin ("address" gin_trgm_ops);