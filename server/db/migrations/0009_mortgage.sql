CREATE TABLE "mortgage_programs" (
	"payment" smallint PRIMARY KEY NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"min_down_percent" smallint NOT NULL,
	"max_years" smallint NOT NULL,
	"max_loan" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"resale" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "mortgage_programs_rate" CHECK ("mortgage_programs"."rate" between 0 and 40),
	CONSTRAINT "mortgage_programs_down" CHECK ("mortgage_programs"."min_down_percent" between 0 and 90),
	CONSTRAINT "mortgage_programs_years" CHECK ("mortgage_programs"."max_years" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "mortgage_programs" ADD CONSTRAINT "mortgage_programs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The 2026 defaults of decision 025 (Payment values: 1 military, 3 market, 5 family, 6 state support, 7 IT,
-- 8 preference, 9 tranche, 10 builder-subsidised); the admin changes them on /moderation/mortgage.
INSERT INTO "mortgage_programs" ("payment", "rate", "min_down_percent", "max_years", "max_loan", "active", "resale") VALUES
	(5, 6, 20, 30, 6000000, true, false),
	(7, 6, 20, 30, 9000000, true, false),
	(10, 8.9, 20, 30, 30000000, true, false),
	(9, 19.5, 20, 30, NULL, true, false),
	(1, 17.5, 15, 25, 5500000, true, true),
	(6, 8, 20, 30, 6000000, false, false),
	(8, 8, 20, 30, 6000000, false, false),
	(3, 21.5, 20, 30, NULL, true, true)
ON CONFLICT ("payment") DO NOTHING;
