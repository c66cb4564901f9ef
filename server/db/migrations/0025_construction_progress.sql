CREATE TABLE "progress_follows" (
	"object_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_follows_object_id_user_id_pk" PRIMARY KEY("object_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "progress_photos" (
	"report_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "progress_photos_report_id_image_id_pk" PRIMARY KEY("report_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "progress_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "progress_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pavilion_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"month" date NOT NULL,
	"percent" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"video_url" text,
	"by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_reports_percent" CHECK ("progress_reports"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "progress_follows" ADD CONSTRAINT "progress_follows_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_follows" ADD CONSTRAINT "progress_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_report_id_progress_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."progress_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_pavilion_id_pavilions_id_fk" FOREIGN KEY ("pavilion_id") REFERENCES "public"."pavilions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_follows_user_id_index" ON "progress_follows" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_photos_image_id_index" ON "progress_photos" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reports_pavilion_id_month_index" ON "progress_reports" USING btree ("pavilion_id","month");--> statement-breakpoint
CREATE INDEX "progress_reports_object_id_month_index" ON "progress_reports" USING btree ("object_id","month");