CREATE TABLE "booking_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"state" text NOT NULL,
	"docx_key" text NOT NULL,
	"pdf_key" text NOT NULL,
	"hash" text NOT NULL,
	"template_key" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"code_expires_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"code_used" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signed_pdf_key" text,
	"signed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cell_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"agency_id" integer,
	"client_name" text,
	"client_phone" text,
	"position" integer NOT NULL,
	"state" text NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commission_id" integer NOT NULL,
	"author_id" integer,
	"from_state" text,
	"to_state" text,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"company_id" integer,
	"agent_id" integer,
	"agency_id" integer,
	"terms" jsonb NOT NULL,
	"base" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"agent_share" smallint NOT NULL,
	"agent_amount" bigint NOT NULL,
	"agency_amount" bigint NOT NULL,
	"state" text NOT NULL,
	"contract_number" text,
	"contract_date" date,
	"reconcile_comment" text,
	"reconcile_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by_id" integer,
	"payment_order" text,
	"paid_at" date,
	"accrued_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"stage" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"comment" text,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" integer,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer,
	"object_id" integer NOT NULL,
	"company_id" integer,
	"cell_id" integer,
	"unit_number" text,
	"unit_floor" smallint,
	"unit_area" numeric(8, 2),
	"unit_cnt_apart" smallint,
	"price" bigint NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"buyer_email" text,
	"agent_id" integer,
	"agency_id" integer,
	"fixation_id" integer,
	"assignee_id" integer,
	"payment" smallint,
	"stage" text NOT NULL,
	"stage_at" timestamp with time zone NOT NULL,
	"agreement_date" date,
	"contract_number" text,
	"contract_date" date,
	"registration_submitted_date" date,
	"registration_number" text,
	"registration_date" date,
	"payment_amount" bigint,
	"payment_date" date,
	"closed_date" date,
	"cancel_reason" text,
	"cancelled_from" text,
	"stall_warned_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agent_share" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "commission_kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "commission_fixed" integer;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "commission_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "deal_sold_from" text DEFAULT 'contract' NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "deal_stall_days" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "queue_hours" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "agreement_template" text;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "agreement_template_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_terms" jsonb;--> statement-breakpoint
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_agreements" ADD CONSTRAINT "booking_agreements_signed_by_id_users_id_fk" FOREIGN KEY ("signed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_agency_id_companies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queue" ADD CONSTRAINT "booking_queue_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_comments" ADD CONSTRAINT "commission_comments_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_comments" ADD CONSTRAINT "commission_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_agency_id_companies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_agency_id_companies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_fixation_id_fixations_id_fk" FOREIGN KEY ("fixation_id") REFERENCES "public"."fixations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_agreements_booking_id_index" ON "booking_agreements" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_queue_one_per_agent" ON "booking_queue" USING btree ("cell_id","agent_id") WHERE state in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "booking_queue_one_offered" ON "booking_queue" USING btree ("cell_id") WHERE state = 'offered';--> statement-breakpoint
CREATE INDEX "booking_queue_cell_id_state_position_index" ON "booking_queue" USING btree ("cell_id","state","position");--> statement-breakpoint
CREATE INDEX "booking_queue_object_id_state_index" ON "booking_queue" USING btree ("object_id","state");--> statement-breakpoint
CREATE INDEX "booking_queue_agent_id_state_index" ON "booking_queue" USING btree ("agent_id","state");--> statement-breakpoint
CREATE INDEX "booking_queue_offer_due_idx" ON "booking_queue" USING btree ("offer_expires_at") WHERE state = 'offered';--> statement-breakpoint
CREATE INDEX "commission_comments_commission_id_created_at_index" ON "commission_comments" USING btree ("commission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_one_per_deal" ON "commissions" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "commissions_agent_id_state_index" ON "commissions" USING btree ("agent_id","state");--> statement-breakpoint
CREATE INDEX "commissions_agency_id_state_index" ON "commissions" USING btree ("agency_id","state");--> statement-breakpoint
CREATE INDEX "commissions_company_id_state_accrued_at_index" ON "commissions" USING btree ("company_id","state","accrued_at");--> statement-breakpoint
CREATE INDEX "deal_documents_deal_id_created_at_index" ON "deal_documents" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_events_deal_id_at_index" ON "deal_events" USING btree ("deal_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_per_booking" ON "deals" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "deals_company_id_stage_created_at_index" ON "deals" USING btree ("company_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "deals_object_id_created_at_index" ON "deals" USING btree ("object_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_agent_id_created_at_index" ON "deals" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_agency_id_created_at_index" ON "deals" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_assignee_id_created_at_index" ON "deals" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_stall_idx" ON "deals" USING btree ("stage_at") WHERE stage in ('booking', 'agreement', 'contract', 'registration', 'payment');