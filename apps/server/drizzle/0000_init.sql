CREATE TABLE IF NOT EXISTS "projects" (
  "id" text PRIMARY KEY NOT NULL,
  "name" text DEFAULT '' NOT NULL,
  "allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "analytics_enabled" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "project_id" text NOT NULL,
  "client" text NOT NULL,
  "event_id" text NOT NULL,
  "url" text NOT NULL,
  "domain" text NOT NULL,
  "timestamp" bigint NOT NULL,
  "props" jsonb NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_events_project_idx" ON "analytics_events" USING btree ("project_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "names" (
  "label" text NOT NULL,
  "zone" text NOT NULL,
  "owner" text NOT NULL,
  "addresses" jsonb NOT NULL,
  "attributes" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "names_label_zone_pk" PRIMARY KEY("label","zone")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "names_owner_idx" ON "names" USING btree ("owner");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "used_signatures" (
  "signature_hash" text PRIMARY KEY NOT NULL,
  "message_hash" text NOT NULL,
  "purpose" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "used_signatures_message_hash_unique" UNIQUE("message_hash")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sessions" (
  "pci" text PRIMARY KEY NOT NULL,
  "address" text NOT NULL,
  "chain_id" integer NOT NULL,
  "permissions" jsonb NOT NULL,
  "expiry" bigint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_address_idx" ON "sessions" USING btree ("address");
