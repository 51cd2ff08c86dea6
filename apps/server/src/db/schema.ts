import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

// A project id owns its allowed origins and its analytics switch.
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  analyticsEnabled: boolean('analytics_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    projectId: text('project_id').notNull(),
    client: text('client').notNull(),
    eventId: text('event_id').notNull(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_project_idx').on(t.projectId)],
)

// Registered names: the label is unique within its zone (`alice` + `latch.id`).
export const names = pgTable(
  'names',
  {
    label: text('label').notNull(),
    zone: text('zone').notNull(),
    owner: text('owner').notNull(),
    addresses: jsonb('addresses').$type<Record<string, { address: string }>>().notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.label, t.zone] }), index('names_owner_idx').on(t.owner)],
)

// Every accepted signed request leaves its digests here so the same signature or message is
// refused the second time.
export const usedSignatures = pgTable('used_signatures', {
  signatureHash: text('signature_hash').primaryKey(),
  messageHash: text('message_hash').notNull().unique(),
  purpose: text('purpose').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const sessions = pgTable(
  'sessions',
  {
    pci: text('pci').primaryKey(),
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    permissions: jsonb('permissions').$type<unknown[]>().notNull(),
    expiry: bigint('expiry', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_address_idx').on(t.address)],
)
