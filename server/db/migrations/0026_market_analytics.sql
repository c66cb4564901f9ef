CREATE TABLE "market_months" (
	"month" date NOT NULL,
	"section_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"layout" smallint NOT NULL,
	"on_sale" integer NOT NULL,
	"area_on_sale" numeric(14, 2) NOT NULL,
	"square_prices" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sold" integer NOT NULL,
	"launched" integer NOT NULL,
	CONSTRAINT "market_months_month_section_id_layout_pk" PRIMARY KEY("month","section_id","layout")
);
--> statement-breakpoint
CREATE TABLE "market_rollup_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"history_id" integer DEFAULT 0 NOT NULL,
	"open_month" date,
	"rolled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "market_months" ADD CONSTRAINT "market_months_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_months" ADD CONSTRAINT "market_months_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_months_object_id_month_index" ON "market_months" USING btree ("object_id","month");