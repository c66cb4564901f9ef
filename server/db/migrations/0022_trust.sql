CREATE TABLE "object_trust" (
	"object_id" integer PRIMARY KEY NOT NULL,
	"escrow_bank_id" smallint,
	"declaration_url" text,
	"permit_url" text,
	"fz214" boolean DEFAULT false NOT NULL,
	"developer_inn" text,
	"updated_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_checks" (
	"object_id" integer NOT NULL,
	"field" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by_id" integer,
	CONSTRAINT "trust_checks_object_id_field_pk" PRIMARY KEY("object_id","field")
);
--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "escrow_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_predicates" ADD COLUMN "escrow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "object_trust" ADD CONSTRAINT "object_trust_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_trust" ADD CONSTRAINT "object_trust_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_checks" ADD CONSTRAINT "trust_checks_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_checks" ADD CONSTRAINT "trust_checks_checked_by_id_users_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_checks_state_submitted_at_index" ON "trust_checks" USING btree ("state","submitted_at");