CREATE TABLE "deadline_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deadline_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"pavilion_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"cause" text NOT NULL,
	"by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "deadline_shifts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "filter_predicates" ADD COLUMN "no_deadline_shift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deadline_history" ADD CONSTRAINT "deadline_history_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_history" ADD CONSTRAINT "deadline_history_pavilion_id_pavilions_id_fk" FOREIGN KEY ("pavilion_id") REFERENCES "public"."pavilions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_history" ADD CONSTRAINT "deadline_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deadline_history_object_id_at_index" ON "deadline_history" USING btree ("object_id","at");--> statement-breakpoint
CREATE INDEX "deadline_history_pavilion_id_at_index" ON "deadline_history" USING btree ("pavilion_id","at");