CREATE TABLE IF NOT EXISTS "quota_buckets" (
  "key" text PRIMARY KEY NOT NULL,
  "tokens" double precision NOT NULL,
  "at" bigint NOT NULL
);
