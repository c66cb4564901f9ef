CREATE TABLE "import_plan_files" (
	"import_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_plan_files_import_id_key_pk" PRIMARY KEY("import_id","key")
);
--> statement-breakpoint
CREATE TABLE "import_plan_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_plan_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"key" text NOT NULL,
	"image_id" integer,
	"state" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD COLUMN "plans" jsonb;--> statement-breakpoint
ALTER TABLE "unit_import_keys" ADD COLUMN "plan_key" text;--> statement-breakpoint
ALTER TABLE "unit_import_keys" ADD COLUMN "plan_applied_key" text;--> statement-breakpoint
ALTER TABLE "crm_connectors" ADD COLUMN "hook_url" text;--> statement-breakpoint
ALTER TABLE "crm_connectors" ADD COLUMN "hook_state" text;--> statement-breakpoint
ALTER TABLE "crm_connectors" ADD COLUMN "hook_error" text;--> statement-breakpoint
ALTER TABLE "import_plan_files" ADD CONSTRAINT "import_plan_files_import_id_inventory_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."inventory_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_plan_images" ADD CONSTRAINT "import_plan_images_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_plan_images" ADD CONSTRAINT "import_plan_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_plan_files_key_index" ON "import_plan_files" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "import_plan_images_key_idx" ON "import_plan_images" USING btree ("object_id","key");--> statement-breakpoint
CREATE INDEX "import_plan_images_image_id_index" ON "import_plan_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "unit_import_keys_object_id_plan_key_index" ON "unit_import_keys" USING btree ("object_id","plan_key");