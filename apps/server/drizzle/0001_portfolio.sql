CREATE TABLE IF NOT EXISTS "transfers" (
  "chain_id" text NOT NULL,
  "tx_hash" text NOT NULL,
  "log_index" integer NOT NULL,
  "block_number" bigint NOT NULL,
  "block_hash" text NOT NULL,
  "block_time" bigint NOT NULL,
  "tx_index" integer NOT NULL,
  "kind" text NOT NULL,
  "token" text NOT NULL,
  "from_address" text NOT NULL,
  "to_address" text NOT NULL,
  "value" text NOT NULL,
  "token_id" text,
  CONSTRAINT "transfers_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transfers_from_idx" ON "transfers" USING btree ("from_address","chain_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transfers_to_idx" ON "transfers" USING btree ("to_address","chain_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transfers_block_idx" ON "transfers" USING btree ("chain_id","block_number");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "indexer_cursors" (
  "chain_id" text PRIMARY KEY NOT NULL,
  "block_number" bigint NOT NULL,
  "block_hash" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
