CREATE TABLE "price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cell_id" integer,
	"offer_id" integer,
	"object_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"price" bigint,
	"square_price" integer,
	"status" smallint NOT NULL,
	"prev_price" bigint,
	"prev_status" smallint,
	"cause" text NOT NULL,
	"by_user_id" integer,
	CONSTRAINT "price_history_one_item" CHECK (("price_history"."cell_id" is null) <> ("price_history"."offer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_cell_id_at_index" ON "price_history" USING btree ("cell_id","at");--> statement-breakpoint
CREATE INDEX "price_history_offer_id_at_index" ON "price_history" USING btree ("offer_id","at");--> statement-breakpoint
CREATE INDEX "price_history_object_id_at_index" ON "price_history" USING btree ("object_id","at");