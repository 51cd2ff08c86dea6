ALTER TABLE "embedded_users" ALTER COLUMN "email" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN IF NOT EXISTS "social_provider" text;
--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN IF NOT EXISTS "social_subject" text;
--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN IF NOT EXISTS "user_name" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "embedded_users_social_idx" ON "embedded_users" USING btree ("project_id","social_provider","social_subject");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "embedded_social_states" (
  "state_hash" text PRIMARY KEY NOT NULL,
  "project_id" text NOT NULL,
  "provider" text NOT NULL,
  "device_hash" text NOT NULL,
  "parent_origin" text NOT NULL,
  "return_url" text,
  "code_challenge" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "embedded_social_states_expires_idx" ON "embedded_social_states" USING btree ("expires_at");
