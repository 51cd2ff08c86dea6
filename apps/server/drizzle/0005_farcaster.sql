CREATE TABLE IF NOT EXISTS "embedded_farcaster_channels" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "project_id" text NOT NULL,
  "device_hash" text NOT NULL,
  "domain" text NOT NULL,
  "siwe_uri" text NOT NULL,
  "nonce" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "fid" integer,
  "custody" text,
  "user_name" text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "embedded_farcaster_channels_expires_idx" ON "embedded_farcaster_channels" USING btree ("expires_at");
