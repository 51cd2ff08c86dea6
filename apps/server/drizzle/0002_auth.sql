CREATE TABLE IF NOT EXISTS "auth_nonces" (
  "nonce" text PRIMARY KEY NOT NULL,
  "project_id" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auth_nonces_expires_idx" ON "auth_nonces" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "auth_sessions" (
  "id_hash" text PRIMARY KEY NOT NULL,
  "project_id" text NOT NULL,
  "address" text NOT NULL,
  "chain_id" text NOT NULL,
  "data" jsonb NOT NULL,
  "message" text NOT NULL,
  "signature" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auth_sessions_expires_idx" ON "auth_sessions" USING btree ("expires_at");
