CREATE TABLE "analytics_plans" (
	"object_id" integer NOT NULL,
	"month" date NOT NULL,
	"units" integer NOT NULL,
	"amount" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_plans_object_id_month_pk" PRIMARY KEY("object_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"through_day" date,
	"ran_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_days" (
	"object_id" integer NOT NULL,
	"day" date NOT NULL,
	"cnt_apart" smallint NOT NULL,
	"band" smallint NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sold_amount" bigint DEFAULT 0 NOT NULL,
	"sold_area" numeric(12, 2) DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_sales_days_object_id_day_cnt_apart_band_pk" PRIMARY KEY("object_id","day","cnt_apart","band")
);
--> statement-breakpoint
CREATE TABLE "analytics_views" (
	"day" date NOT NULL,
	"object_id" integer NOT NULL,
	"cell_id" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_views_object_id_day_cell_id_source_pk" PRIMARY KEY("object_id","day","cell_id","source")
);
--> statement-breakpoint
ALTER TABLE "analytics_plans" ADD CONSTRAINT "analytics_plans_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sales_days" ADD CONSTRAINT "analytics_sales_days_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_views" ADD CONSTRAINT "analytics_views_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_sales_days_day_index" ON "analytics_sales_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_views_day_index" ON "analytics_views" USING btree ("day");