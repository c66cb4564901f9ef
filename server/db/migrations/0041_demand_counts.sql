CREATE TABLE "analytics_demand_counts" (
	"company_id" integer NOT NULL,
	"scope" integer NOT NULL,
	"cnt_apart" smallint NOT NULL,
	"band" smallint NOT NULL,
	"filters" integer NOT NULL,
	"buyers" integer NOT NULL,
	CONSTRAINT "analytics_demand_counts_company_id_scope_cnt_apart_band_pk" PRIMARY KEY("company_id","scope","cnt_apart","band")
);
--> statement-breakpoint
CREATE TABLE "analytics_demand_unmet" (
	"company_id" integer NOT NULL,
	"scope" integer NOT NULL,
	"filter_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cnt_apart" smallint NOT NULL,
	"band" smallint NOT NULL,
	CONSTRAINT "analytics_demand_unmet_company_id_scope_filter_id_cnt_apart_band_pk" PRIMARY KEY("company_id","scope","filter_id","cnt_apart","band")
);
--> statement-breakpoint
ALTER TABLE "analytics_demand_state" ADD COLUMN "object_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_demand_state" ADD COLUMN "matches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_demand_counts" ADD CONSTRAINT "analytics_demand_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_demand_unmet" ADD CONSTRAINT "analytics_demand_unmet_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_demand_unmet" ADD CONSTRAINT "analytics_demand_unmet_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_demand_unmet_filter_id_index" ON "analytics_demand_unmet" USING btree ("filter_id");--> statement-breakpoint
CREATE INDEX "analytics_demand_matches_company_id_user_id_index" ON "analytics_demand_matches" USING btree ("company_id","user_id");