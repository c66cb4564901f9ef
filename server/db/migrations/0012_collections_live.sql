CREATE TABLE "snapshot_reactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "snapshot_reactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"snapshot_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"ip" text NOT NULL,
	"kind" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"sets_mark" boolean DEFAULT false NOT NULL,
	"mark" text,
	"comment" text,
	"client_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshot_visits" (
	"snapshot_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	"opens" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "snapshot_visits_snapshot_id_visitor_id_day_pk" PRIMARY KEY("snapshot_id","visitor_id","day")
);
--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "states" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "snapshot_reactions" ADD CONSTRAINT "snapshot_reactions_snapshot_id_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshot_visits" ADD CONSTRAINT "snapshot_visits_snapshot_id_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "snapshot_reactions_snapshot_id_created_at_index" ON "snapshot_reactions" USING btree ("snapshot_id","created_at");--> statement-breakpoint
CREATE INDEX "snapshot_reactions_ip_created_at_index" ON "snapshot_reactions" USING btree ("ip","created_at");--> statement-breakpoint
-- Units (kind 3, Kind.unit) in collections: like complexes and offers (0004_items_cleanup, decision 010), their
-- collection items go with them, whoever deletes the unit (a structure save, a deleted section or complex).
CREATE FUNCTION "items_drop_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "collection_items" AS c USING "gone" WHERE c."kind" = 3 AND c."item_id" = "gone"."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cells_drop_items" AFTER DELETE ON "cells"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "items_drop_units"();
