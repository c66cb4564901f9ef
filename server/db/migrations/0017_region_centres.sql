ALTER TABLE "regions" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "longitude" double precision;