ALTER TABLE "filter_predicates" ADD COLUMN "units_only" boolean GENERATED ALWAYS AS (title_like is null and title_ts is null and offer_id is null and builder_id is null
  and house_type is null and structure is null and date_build_from is null and date_build_before is null
  and is_finished is null and not no_deadline_shift and not escrow and not is_new and features is null
  and payments is null and parking is null and territory is null and material is null and distance_sea_to is null
  and ceiling_height_from is null and south is null and polygons is null and near_school is null
  and near_kindergarten is null and near_sea is null) STORED;--> statement-breakpoint
CREATE INDEX "filter_predicates_complex_region_idx" ON "filter_predicates" USING btree ("market","region_id") WHERE not "filter_predicates"."units_only";--> statement-breakpoint
CREATE INDEX "filter_predicates_complex_districts_idx" ON "filter_predicates" USING gin ("subregions") WHERE "filter_predicates"."region_id" is null and not "filter_predicates"."units_only";--> statement-breakpoint
CREATE INDEX "filter_predicates_complex_anywhere_idx" ON "filter_predicates" USING btree ("market") WHERE "filter_predicates"."region_id" is null and "filter_predicates"."subregions" is null and not "filter_predicates"."units_only";