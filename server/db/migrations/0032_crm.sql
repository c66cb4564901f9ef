CREATE TABLE "crm_connectors" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'none' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"broken_reason" text,
	"amo_subdomain" text,
	"amo_client_id" text,
	"amo_client_secret" text,
	"amo_redirect_uri" text,
	"amo_access_token" text,
	"amo_refresh_token" text,
	"amo_expires_at" timestamp with time zone,
	"amo_refresh_lease" timestamp with time zone,
	"bitrix_webhook_url" text,
	"bitrix_app_token" text,
	"inbound_secret" text NOT NULL,
	"mapping" jsonb DEFAULT '{"pipelineId":null,"stages":{},"names":{}}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"booking_id" integer NOT NULL,
	"contact_id" text,
	"lead_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sync_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_sync_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"subject" text NOT NULL,
	"ok" boolean NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connectors" ADD CONSTRAINT "crm_connectors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connectors" ADD CONSTRAINT "crm_connectors_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sync_log" ADD CONSTRAINT "crm_sync_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_links_booking_idx" ON "crm_links" USING btree ("company_id","kind","booking_id");--> statement-breakpoint
CREATE INDEX "crm_links_lead_idx" ON "crm_links" USING btree ("company_id","kind","lead_id");--> statement-breakpoint
CREATE INDEX "crm_sync_log_company_id_id_index" ON "crm_sync_log" USING btree ("company_id","id");