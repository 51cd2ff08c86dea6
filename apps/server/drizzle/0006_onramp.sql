CREATE TABLE IF NOT EXISTS "onramp_orders" (
  "id" text PRIMARY KEY NOT NULL,
  "project_id" text,
  "partner_user_id" text NOT NULL,
  "address" text NOT NULL,
  "chain" text NOT NULL,
  "purchase_currency" text NOT NULL,
  "decimals" integer NOT NULL,
  "purchase_units" text NOT NULL,
  "payment_currency" text NOT NULL,
  "payment_method" text NOT NULL,
  "payment_total_cents" bigint NOT NULL,
  "provider_fee_cents" bigint NOT NULL,
  "network_fee_cents" bigint NOT NULL,
  "status" text NOT NULL,
  "card_last4" text,
  "transaction_hash" text,
  "failure" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "paid_at" timestamp with time zone,
  "completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "onramp_orders_address_idx" ON "onramp_orders" USING btree ("address","created_at");
