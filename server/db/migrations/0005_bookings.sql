CREATE TABLE "booking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" integer,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"source" text DEFAULT 'app' NOT NULL,
	"cell_id" integer,
	"section_id" integer,
	"object_id" integer NOT NULL,
	"unit_number" text,
	"unit_floor" smallint,
	"unit_area" numeric(8, 2),
	"unit_cnt_apart" smallint,
	"price" bigint,
	"status_before" smallint,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"comment" text,
	"agent_id" integer,
	"expires_at" timestamp with time zone,
	"extended" boolean DEFAULT false NOT NULL,
	"warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "booking_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "booking_hold_hours" smallint DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "booking_extension_hours" smallint DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_id_at_index" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_open_per_cell" ON "bookings" USING btree ("cell_id") WHERE kind = 'booking' and state in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_object_id_created_at_index" ON "bookings" USING btree ("object_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_agent_id_created_at_index" ON "bookings" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_due_idx" ON "bookings" USING btree ("expires_at") WHERE state in ('requested', 'confirmed');