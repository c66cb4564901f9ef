CREATE TABLE "analytics_demand_matches" (
	"company_id" integer NOT NULL,
	"filter_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cnt_apart" smallint NOT NULL,
	"band" smallint NOT NULL,
	"object_ids" integer[] NOT NULL,
	CONSTRAINT "analytics_demand_matches_company_id_filter_id_cnt_apart_band_pk" PRIMARY KEY("company_id","filter_id","cnt_apart","band")
);
--> statement-breakpoint
CREATE TABLE "analytics_demand_state" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"history_id" integer NOT NULL,
	"filter_id" integer NOT NULL,
	"matched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_demand_matches" ADD CONSTRAINT "analytics_demand_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_demand_matches" ADD CONSTRAINT "analytics_demand_matches_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_demand_state" ADD CONSTRAINT "analytics_demand_state_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_demand_matches_filter_id_index" ON "analytics_demand_matches" USING btree ("filter_id");