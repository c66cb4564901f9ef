CREATE TABLE "object_layout_stats" (
	"object_id" integer NOT NULL,
	"cnt_apart" smallint NOT NULL,
	"units" integer NOT NULL,
	"price_from" bigint,
	"price_to" bigint,
	"square_price_from" bigint,
	"action_units" integer NOT NULL,
	"action_price_from" bigint,
	"action_price_to" bigint,
	"action_square_price_from" bigint,
	CONSTRAINT "object_layout_stats_object_id_cnt_apart_pk" PRIMARY KEY("object_id","cnt_apart")
);
--> statement-breakpoint
ALTER TABLE "object_layout_stats" ADD CONSTRAINT "object_layout_stats_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "object_layout_stats_price_idx" ON "object_layout_stats" USING btree ("cnt_apart","price_from","object_id","price_to","square_price_from");--> statement-breakpoint
CREATE INDEX "object_layout_stats_action_idx" ON "object_layout_stats" USING btree ("object_id","cnt_apart","action_price_from","action_price_to","action_square_price_from") WHERE "object_layout_stats"."action_units" > 0;--> statement-breakpoint
-- hand-written
-- The rows of the existing complexes, as server/modules/realty/layout-stats.ts computes them (refreshObjectStats keeps them from now on).
INSERT INTO "object_layout_stats" ("object_id", "cnt_apart", "units", "price_from", "price_to", "square_price_from", "action_units", "action_price_from", "action_price_to", "action_square_price_from")
SELECT c.object_id, c.cnt_apart, count(*)::int,
  min(c.price) FILTER (WHERE c.price > 0), max(c.price) FILTER (WHERE c.price > 0),
  (min(coalesce(c.square_price, round(c.price / nullif(c.area, 0)))) FILTER (WHERE c.price > 0))::bigint,
  (count(*) FILTER (WHERE c.is_action))::int,
  min(c.price) FILTER (WHERE c.price > 0 AND c.is_action), max(c.price) FILTER (WHERE c.price > 0 AND c.is_action),
  (min(coalesce(c.square_price, round(c.price / nullif(c.area, 0)))) FILTER (WHERE c.price > 0 AND c.is_action))::bigint
FROM cells c
JOIN sections s ON s.id = c.section_id AND s.published
JOIN pavilions p ON p.id = s.pavilion_id AND p.published
WHERE NOT c.disabled AND c.status IN (4, 1) AND c.cnt_apart IS NOT NULL
GROUP BY c.object_id, c.cnt_apart
ON CONFLICT DO NOTHING;
