CREATE TABLE "import_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"created_by" integer,
	"feed_url" text NOT NULL,
	"format" text NOT NULL,
	"period" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"object_id" integer NOT NULL,
	"by_user_id" integer,
	"schedule_id" integer,
	"source" text NOT NULL,
	"file_name" text,
	"feed_url" text,
	"state" text NOT NULL,
	"rows" jsonb,
	"fingerprint" text NOT NULL,
	"counts" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unit_import_keys" (
	"cell_id" integer PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"external_id" text,
	"layout_name" text,
	"plan_ref" text
);
--> statement-breakpoint
ALTER TABLE "import_schedules" ADD CONSTRAINT "import_schedules_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_schedules" ADD CONSTRAINT "import_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD CONSTRAINT "inventory_imports_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD CONSTRAINT "inventory_imports_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD CONSTRAINT "inventory_imports_schedule_id_import_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."import_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_import_keys" ADD CONSTRAINT "unit_import_keys_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_import_keys" ADD CONSTRAINT "unit_import_keys_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_schedules_object_id_index" ON "import_schedules" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "import_schedules_next_run_at_index" ON "import_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "inventory_imports_object_id_created_at_index" ON "inventory_imports" USING btree ("object_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_import_keys_external_idx" ON "unit_import_keys" USING btree ("object_id","external_id") WHERE "unit_import_keys"."external_id" is not null;