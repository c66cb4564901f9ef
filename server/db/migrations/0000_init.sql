CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"invited_user_id" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmation_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"name" text,
	"email" text,
	"email_verified_at" timestamp with time zone,
	"group" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'not accepted' NOT NULL,
	"abilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subregions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subregions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uploader_id" integer,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "builders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"source" smallint,
	"position" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone2" text,
	"email" text,
	"email2" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object_builders" (
	"object_id" integer NOT NULL,
	"builder_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "object_builders_object_id_builder_id_pk" PRIMARY KEY("object_id","builder_id")
);
--> statement-breakpoint
CREATE TABLE "object_images" (
	"object_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "object_images_object_id_image_id_pk" PRIMARY KEY("object_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "objects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer,
	"title" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"date_build" date,
	"is_action" boolean DEFAULT false NOT NULL,
	"description" text,
	"site" text,
	"address" text,
	"subregion_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"features" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"house_type" smallint,
	"house_class" smallint,
	"material" smallint,
	"territory" smallint,
	"house_road" smallint,
	"parking" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"ceiling_height" numeric(4, 2),
	"distance_sea" integer,
	"electricity" smallint,
	"gas" smallint,
	"sewage" smallint,
	"water" smallint,
	"heating" smallint,
	"checkout" text,
	"agreement" smallint,
	"payments" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"room_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"contract_total" smallint,
	"installment_conditions" text,
	"docs_surcharge_price" integer,
	"service_cost" integer,
	"gas_surcharge_price" integer,
	"trash_surcharge_price" integer,
	"communications_surcharge_price" integer,
	"balcony_surcharge_price" integer,
	"commission" numeric(5, 2),
	"commission_text" text,
	"price_from" bigint,
	"price_to" bigint,
	"area_from" numeric(8, 2),
	"area_to" numeric(8, 2),
	"square_price_from" integer,
	"flats_count" integer DEFAULT 0 NOT NULL,
	"sale_count" integer DEFAULT 0 NOT NULL,
	"cnt_apart" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"site" text,
	"logo_image_id" integer,
	"builder_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cells" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cells_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"pavilion_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"bbox" integer[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 4 NOT NULL,
	"number" text,
	"area" numeric(8, 2),
	"price" bigint,
	"square_price" integer,
	"cnt_apart" smallint,
	"interior" smallint,
	"is_action" boolean DEFAULT false NOT NULL,
	"plan_image_id" integer,
	"floor" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cols" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cols_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"bbox" integer[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pavilions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pavilions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"date_build" date,
	"is_action" boolean DEFAULT false NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 3 NOT NULL,
	"bbox" integer[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"plan_image_id" integer
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pavilion_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"date_build" date,
	"is_finished" boolean DEFAULT false NOT NULL,
	"rows_count" smallint NOT NULL,
	"cols_count" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_images" (
	"offer_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_images_offer_id_image_id_pk" PRIMARY KEY("offer_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"object_id" integer,
	"pavilion_id" integer,
	"section_id" integer,
	"cell_id" integer,
	"title" text,
	"address" text,
	"subregion_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"room_type" smallint,
	"cnt_apart" smallint,
	"area" numeric(8, 2),
	"floor" smallint,
	"floors_total" smallint,
	"price" bigint,
	"interior" smallint,
	"description" text,
	"is_action" boolean DEFAULT false NOT NULL,
	"commission_type" smallint,
	"commission_price" integer,
	"contact_source" smallint,
	"contact_name" text,
	"contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"inactive_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"disabled_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_id" integer NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"item_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_collection_id_kind_item_id_pk" PRIMARY KEY("collection_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"collection_id" integer,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package" text NOT NULL,
	"code" integer NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"published_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "join_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "join_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"company" text,
	"comment" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subregions" ADD CONSTRAINT "subregions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subregions" ADD CONSTRAINT "subregions_parent_id_subregions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subregions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builders" ADD CONSTRAINT "builders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_builders" ADD CONSTRAINT "object_builders_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_builders" ADD CONSTRAINT "object_builders_builder_id_builders_id_fk" FOREIGN KEY ("builder_id") REFERENCES "public"."builders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_images" ADD CONSTRAINT "object_images_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_images" ADD CONSTRAINT "object_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_subregion_id_subregions_id_fk" FOREIGN KEY ("subregion_id") REFERENCES "public"."subregions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_builder_id_builders_id_fk" FOREIGN KEY ("builder_id") REFERENCES "public"."builders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cells" ADD CONSTRAINT "cells_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cells" ADD CONSTRAINT "cells_pavilion_id_pavilions_id_fk" FOREIGN KEY ("pavilion_id") REFERENCES "public"."pavilions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cells" ADD CONSTRAINT "cells_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cells" ADD CONSTRAINT "cells_plan_image_id_images_id_fk" FOREIGN KEY ("plan_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cols" ADD CONSTRAINT "cols_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pavilions" ADD CONSTRAINT "pavilions_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rows" ADD CONSTRAINT "rows_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rows" ADD CONSTRAINT "rows_plan_image_id_images_id_fk" FOREIGN KEY ("plan_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_pavilion_id_pavilions_id_fk" FOREIGN KEY ("pavilion_id") REFERENCES "public"."pavilions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_images" ADD CONSTRAINT "offer_images_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_images" ADD CONSTRAINT "offer_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_pavilion_id_pavilions_id_fk" FOREIGN KEY ("pavilion_id") REFERENCES "public"."pavilions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_subregion_id_subregions_id_fk" FOREIGN KEY ("subregion_id") REFERENCES "public"."subregions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_disabled_by_id_users_id_fk" FOREIGN KEY ("disabled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_index" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_index" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_token_hash_index" ON "email_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_index" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "filters_user_id_index" ON "filters" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_user_id_phone_index" ON "invites" USING btree ("user_id","phone");--> statement-breakpoint
CREATE INDEX "invites_phone_index" ON "invites" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "invites_invited_user_id_index" ON "invites" USING btree ("invited_user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_id_index" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_external_id_index" ON "payments" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_created_at_index" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_created_at_index" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_index" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_group_index" ON "users" USING btree ("group");--> statement-breakpoint
CREATE INDEX "subregions_region_id_index" ON "subregions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "subregions_parent_id_index" ON "subregions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "images_uploader_id_index" ON "images" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "builders_created_by_id_index" ON "builders" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "builders_name_trgm_idx" ON "builders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_object_id_index" ON "contacts" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "documents_object_id_index" ON "documents" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "news_object_id_created_index" ON "news" USING btree ("object_id","created");--> statement-breakpoint
CREATE INDEX "news_author_id_index" ON "news" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "object_builders_builder_id_index" ON "object_builders" USING btree ("builder_id");--> statement-breakpoint
CREATE INDEX "object_images_image_id_index" ON "object_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "objects_owner_id_index" ON "objects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "objects_subregion_id_index" ON "objects" USING btree ("subregion_id");--> statement-breakpoint
CREATE INDEX "objects_latitude_longitude_index" ON "objects" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "objects_price_from_index" ON "objects" USING btree ("price_from");--> statement-breakpoint
CREATE INDEX "objects_area_from_index" ON "objects" USING btree ("area_from");--> statement-breakpoint
CREATE INDEX "objects_date_build_index" ON "objects" USING btree ("date_build");--> statement-breakpoint
CREATE INDEX "objects_published_index" ON "objects" USING btree ("published");--> statement-breakpoint
CREATE INDEX "objects_title_trgm_idx" ON "objects" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "objects_search_fts_idx" ON "objects" USING gin (to_tsvector('russian', "title" || ' ' || coalesce("address", '')));--> statement-breakpoint
CREATE INDEX "partners_logo_image_id_index" ON "partners" USING btree ("logo_image_id");--> statement-breakpoint
CREATE INDEX "partners_builder_id_index" ON "partners" USING btree ("builder_id");--> statement-breakpoint
CREATE INDEX "cells_section_id_index" ON "cells" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "cells_pavilion_id_index" ON "cells" USING btree ("pavilion_id");--> statement-breakpoint
CREATE INDEX "cells_object_id_status_index" ON "cells" USING btree ("object_id","status");--> statement-breakpoint
CREATE INDEX "cells_price_index" ON "cells" USING btree ("price");--> statement-breakpoint
CREATE INDEX "cells_area_index" ON "cells" USING btree ("area");--> statement-breakpoint
CREATE INDEX "cells_cnt_apart_index" ON "cells" USING btree ("cnt_apart");--> statement-breakpoint
CREATE INDEX "cells_plan_image_id_index" ON "cells" USING btree ("plan_image_id");--> statement-breakpoint
CREATE INDEX "cols_section_id_index" ON "cols" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "pavilions_object_id_sort_index" ON "pavilions" USING btree ("object_id","sort");--> statement-breakpoint
CREATE INDEX "rows_section_id_index" ON "rows" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "rows_plan_image_id_index" ON "rows" USING btree ("plan_image_id");--> statement-breakpoint
CREATE INDEX "sections_pavilion_id_sort_index" ON "sections" USING btree ("pavilion_id","sort");--> statement-breakpoint
CREATE INDEX "sections_object_id_index" ON "sections" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "offer_images_image_id_index" ON "offer_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "offers_user_id_status_index" ON "offers" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "offers_status_index" ON "offers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "offers_object_id_index" ON "offers" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "offers_pavilion_id_index" ON "offers" USING btree ("pavilion_id");--> statement-breakpoint
CREATE INDEX "offers_section_id_index" ON "offers" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "offers_cell_id_index" ON "offers" USING btree ("cell_id");--> statement-breakpoint
CREATE INDEX "offers_subregion_id_index" ON "offers" USING btree ("subregion_id");--> statement-breakpoint
CREATE INDEX "offers_disabled_by_id_index" ON "offers" USING btree ("disabled_by_id");--> statement-breakpoint
CREATE INDEX "offers_price_index" ON "offers" USING btree ("price");--> statement-breakpoint
CREATE INDEX "offers_area_index" ON "offers" USING btree ("area");--> statement-breakpoint
CREATE INDEX "offers_latitude_longitude_index" ON "offers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "offers_search_fts_idx" ON "offers" USING gin (to_tsvector('russian', coalesce("title", '') || ' ' || coalesce("address", '')));--> statement-breakpoint
CREATE INDEX "offers_address_trgm_idx" ON "offers" USING gin (coalesce("address", '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collection_items_kind_item_id_index" ON "collection_items" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "collections_user_id_index" ON "collections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "favorites_kind_item_id_index" ON "favorites" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "snapshots_user_id_index" ON "snapshots" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "snapshots_collection_id_index" ON "snapshots" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "app_versions_package_code_index" ON "app_versions" USING btree ("package","code");--> statement-breakpoint
CREATE INDEX "app_versions_published_by_id_index" ON "app_versions" USING btree ("published_by_id");--> statement-breakpoint
CREATE INDEX "join_requests_user_id_index" ON "join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "join_requests_state_index" ON "join_requests" USING btree ("state");--> statement-breakpoint
CREATE INDEX "join_requests_decided_by_id_index" ON "join_requests" USING btree ("decided_by_id");