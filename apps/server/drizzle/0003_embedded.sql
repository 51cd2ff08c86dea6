CREATE TABLE IF NOT EXISTS "embedded_users" (
  "id" text PRIMARY KEY NOT NULL,
  "project_id" text NOT NULL,
  "email" text NOT NULL,
  "address" text,
  "auth_share" text,
  "sealed_recovery" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "embedded_users_email_idx" ON "embedded_users" USING btree ("project_id","email");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "embedded_codes" (
  "id" text PRIMARY KEY NOT NULL,
  "project_id" text NOT NULL,
  "email" text NOT NULL,
  "purpose" text NOT NULL,
  "code_hash" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "new_email" text,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "embedded_codes_target_idx" ON "embedded_codes" USING btree ("project_id","email","purpose");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "embedded_devices" (
  "project_id" text NOT NULL,
  "email" text NOT NULL,
  "device_hash" text NOT NULL,
  "approved" boolean DEFAULT false NOT NULL,
  "token_hash" text,
  "token_expires_at" timestamp with time zone,
  CONSTRAINT "embedded_devices_pk" PRIMARY KEY("project_id","email","device_hash")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "embedded_devices_token_idx" ON "embedded_devices" USING btree ("token_hash");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "embedded_sessions" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "project_id" text NOT NULL,
  "user_id" text NOT NULL,
  "device_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "embedded_sessions_user_idx" ON "embedded_sessions" USING btree ("user_id");
