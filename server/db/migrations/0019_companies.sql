CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"inn" text,
	"kpp" text,
	"legal_address" text,
	"logo" text,
	"assign_mode" text DEFAULT 'round_robin' NOT NULL,
	"request_limit_minutes" integer DEFAULT 60 NOT NULL,
	"workday_start" smallint DEFAULT 9 NOT NULL,
	"workday_end" smallint DEFAULT 19 NOT NULL,
	"last_assignee_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"phone" text NOT NULL,
	"role" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"invited_by_id" integer,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"takes_requests" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fixations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"company_id" integer,
	"agent_id" integer,
	"agency_id" integer,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"comment" text,
	"state" text NOT NULL,
	"reason" text,
	"days" smallint NOT NULL,
	"valid_until" timestamp with time zone,
	"extended" boolean DEFAULT false NOT NULL,
	"extend_requested_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "fixation_mode" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "fixation_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "request_manager_id" integer;--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fixation_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_last_assignee_id_users_id_fk" FOREIGN KEY ("last_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixations" ADD CONSTRAINT "fixations_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixations" ADD CONSTRAINT "fixations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixations" ADD CONSTRAINT "fixations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixations" ADD CONSTRAINT "fixations_agency_id_companies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixations" ADD CONSTRAINT "fixations_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_kind_index" ON "companies" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "companies_inn_index" ON "companies" USING btree ("inn");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invites_pending" ON "company_invites" USING btree ("company_id","phone") WHERE accepted_at is null;--> statement-breakpoint
CREATE INDEX "company_invites_phone_index" ON "company_invites" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_company_id_user_id_index" ON "company_members" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_one_per_kind" ON "company_members" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "company_members_user_id_index" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fixations_holding_per_phone" ON "fixations" USING btree ("object_id","client_phone") WHERE state in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "fixations_agent_id_created_at_index" ON "fixations" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "fixations_agency_id_created_at_index" ON "fixations" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "fixations_company_id_state_created_at_index" ON "fixations" USING btree ("company_id","state","created_at");--> statement-breakpoint
CREATE INDEX "fixations_due_idx" ON "fixations" USING btree ("valid_until") WHERE state = 'active';--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_request_manager_id_users_id_fk" FOREIGN KEY ("request_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_agency_id_companies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_companies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objects_company_id_index" ON "objects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "snapshots_agency_id_index" ON "snapshots" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "bookings_agency_id_created_at_index" ON "bookings" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_assignee_id_created_at_index" ON "bookings" USING btree ("assignee_id","created_at");--> statement-breakpoint
-- Existing data: every owner of complexes becomes the owner of one builder company that owns them (named after the
-- company of their approved join request, else their name, else their phone), so every complex, booking and request
-- keeps working under the same person.
DO $$
DECLARE
  owner record;
  new_id integer;
BEGIN
  FOR owner IN
    SELECT u.id, coalesce(
             (SELECT nullif(btrim(j.company), '') FROM join_requests j
               WHERE j.user_id = u.id AND j.state = 'approved' ORDER BY j.decided_at DESC NULLS LAST, j.id DESC LIMIT 1),
             nullif(btrim(u.name), ''),
             u.phone) AS name
    FROM users u
    WHERE EXISTS (SELECT 1 FROM objects o WHERE o.owner_id = u.id)
    ORDER BY u.id
  LOOP
    INSERT INTO companies (kind, name) VALUES ('builder', owner.name) RETURNING id INTO new_id;
    INSERT INTO company_members (company_id, user_id, kind, role, permissions)
      VALUES (new_id, owner.id, 'builder', 'owner', ARRAY['prices','publish','bookings','analytics','settings']::text[]);
    UPDATE objects SET company_id = new_id WHERE owner_id = owner.id;
  END LOOP;
END $$;
