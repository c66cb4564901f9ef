CREATE TABLE "infra_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "infra_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"osm_type" text NOT NULL,
	"osm_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object_nearby" (
	"object_id" integer NOT NULL,
	"kind" text NOT NULL,
	"point_id" integer NOT NULL,
	"distance_m" integer NOT NULL,
	"from_latitude" double precision NOT NULL,
	"from_longitude" double precision NOT NULL,
	CONSTRAINT "object_nearby_object_id_kind_pk" PRIMARY KEY("object_id","kind")
);
--> statement-breakpoint
ALTER TABLE "filter_predicates" ADD COLUMN "near_school" integer;--> statement-breakpoint
ALTER TABLE "filter_predicates" ADD COLUMN "near_kindergarten" integer;--> statement-breakpoint
ALTER TABLE "filter_predicates" ADD COLUMN "near_sea" integer;--> statement-breakpoint
ALTER TABLE "object_nearby" ADD CONSTRAINT "object_nearby_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_nearby" ADD CONSTRAINT "object_nearby_point_id_infra_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."infra_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "infra_points_osm_type_osm_id_index" ON "infra_points" USING btree ("osm_type","osm_id");--> statement-breakpoint
CREATE INDEX "infra_points_kind_latitude_longitude_index" ON "infra_points" USING btree ("kind","latitude","longitude");--> statement-breakpoint
CREATE INDEX "object_nearby_kind_distance_m_index" ON "object_nearby" USING btree ("kind","distance_m");