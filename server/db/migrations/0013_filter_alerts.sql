CREATE TABLE "filter_alert_folds" (
	"filter_id" integer PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_alert_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filter_alert_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"history_id" integer,
	"object_id" integer,
	"pavilion_id" integer,
	"section_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_digest_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filter_digest_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"filter_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_digest_sends" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_predicates" (
	"filter_id" integer PRIMARY KEY NOT NULL,
	"rev" smallint NOT NULL,
	"market" smallint NOT NULL,
	"title_like" text,
	"title_ts" text,
	"object_id" integer,
	"offer_id" integer,
	"builder_id" integer,
	"region_id" integer,
	"subregions" integer[],
	"price_from" bigint,
	"price_to" bigint,
	"square_price_from" numeric,
	"square_price_to" numeric,
	"area_from" numeric,
	"area_to" numeric,
	"cnt_apart" smallint[],
	"house_class" smallint[],
	"house_type" smallint[],
	"structure" smallint,
	"interior" smallint[],
	"date_build_from" date,
	"date_build_before" date,
	"is_finished" boolean,
	"is_action" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"features" smallint[],
	"payments" smallint[],
	"parking" smallint[],
	"territory" smallint[],
	"material" smallint[],
	"distance_sea_to" bigint,
	"ceiling_height_from" numeric,
	"floor_from" integer,
	"floor_to" integer,
	"south" numeric,
	"west" numeric,
	"north" numeric,
	"east" numeric
);
--> statement-breakpoint
ALTER TABLE "filters" ADD COLUMN "notify" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_alert_folds" ADD CONSTRAINT "filter_alert_folds_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_alert_folds" ADD CONSTRAINT "filter_alert_folds_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_alert_queue" ADD CONSTRAINT "filter_alert_queue_history_id_price_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."price_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_alert_queue" ADD CONSTRAINT "filter_alert_queue_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_alert_queue" ADD CONSTRAINT "filter_alert_queue_pavilion_id_pavilions_id_fk" FOREIGN KEY ("pavilion_id") REFERENCES "public"."pavilions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_alert_queue" ADD CONSTRAINT "filter_alert_queue_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_digest_batches" ADD CONSTRAINT "filter_digest_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_digest_batches" ADD CONSTRAINT "filter_digest_batches_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_digest_sends" ADD CONSTRAINT "filter_digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_predicates" ADD CONSTRAINT "filter_predicates_filter_id_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filter_digest_batches_user_id_id_index" ON "filter_digest_batches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "filter_predicates_market_object_id_index" ON "filter_predicates" USING btree ("market","object_id");--> statement-breakpoint
-- Saved-filter alerts: every price or status change joins the alert queue in its own transaction (demo history
-- written by the seed excepted), so the job sees it exactly when it commits (docs/decisions/024-filter-alerts.md).
CREATE FUNCTION "filter_alert_queue_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "filter_alert_queue" ("source", "history_id", "object_id")
    SELECT 'history', a."id", a."object_id" FROM "added" AS a WHERE a."cause" <> 'seed' ORDER BY a."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "price_history_alert_queue" AFTER INSERT ON "price_history"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "filter_alert_queue_history"();
