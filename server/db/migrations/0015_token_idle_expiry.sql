UPDATE "auth_tokens" SET "last_used_at" = "created_at" WHERE "last_used_at" IS NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "last_used_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "last_used_at" SET NOT NULL;
