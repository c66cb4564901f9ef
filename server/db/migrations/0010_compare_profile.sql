CREATE TABLE "user_compare" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_compare_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "telegram" text;--> statement-breakpoint
ALTER TABLE "user_compare" ADD CONSTRAINT "user_compare_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_compare_user_id_kind_item_id_index" ON "user_compare" USING btree ("user_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "user_compare_kind_item_id_index" ON "user_compare" USING btree ("kind","item_id");