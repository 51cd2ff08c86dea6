import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
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

// Value movements the indexer read from each chain: Transfer logs (ERC-20 and ERC-721), ERC-20
// allowances given, and one row per transaction for its native value (log index -1), then the
// native value its calls paid out when it unwrapped WETH (-2, -3, …), so a chain, tx hash and log
// index name a row once and a re-read block never adds it twice. Addresses are lower-case; amounts
// and token ids are decimal strings (uint256 does not fit a bigint).
export const transfers = pgTable(
  'transfers',
  {
    chainId: text('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    blockTime: bigint('block_time', { mode: 'number' }).notNull(),
    txIndex: integer('tx_index').notNull(),
    /** `approval`: an ERC-20 allowance the owner (`from`) gave the spender (`to`); it moves nothing. */
    kind: text('kind').$type<'native' | 'erc20' | 'erc721' | 'approval'>().notNull(),
    /** Token contract; empty for native value. */
    token: text('token').notNull(),
    from: text('from_address').notNull(),
    /** Empty when a native row is a contract creation. */
    to: text('to_address').notNull(),
    value: text('value').notNull(),
    tokenId: text('token_id'),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('transfers_from_idx').on(t.from, t.chainId),
    index('transfers_to_idx').on(t.to, t.chainId),
    index('transfers_block_idx').on(t.chainId, t.blockNumber),
  ],
)

// The last block the indexer stored for each chain, with its hash to notice a reorg.
export const indexerCursors = pgTable('indexer_cursors', {
  chainId: text('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

// Sign-in nonces: single use (deleted when used) and short-lived, bound to the project that asked.
export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_nonces_expires_idx').on(t.expiresAt)],
)

// Signed-in sessions behind the HTTP-only cookie. Only a hash of the cookie's random id is kept,
// so a leaked table cannot be replayed as cookies.
export const authSessions = pgTable(
  'auth_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    address: text('address').notNull(),
    chainId: text('chain_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_expires_idx').on(t.expiresAt)],
)

// Embedded wallet users, known by a verified email or a verified social identity (provider and
// its subject): the wallet's address, the auth share encrypted at rest (AES-GCM, key outside the
// database) and the recovery share sealed by the frame under a key the server never stores.
// Neither signs alone; see README "Embedded wallet".
export const embeddedUsers = pgTable(
  'embedded_users',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    email: text('email'),
    socialProvider: text('social_provider'),
    socialSubject: text('social_subject'),
    /** The social account's user name, shown in Account. */
    userName: text('user_name'),
    address: text('address'),
    authShare: text('auth_share'),
    sealedRecovery: text('sealed_recovery'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('embedded_users_email_idx').on(t.projectId, t.email),
    uniqueIndex('embedded_users_social_idx').on(t.projectId, t.socialProvider, t.socialSubject),
  ],
)

// A social login in progress: its `state` (hashed), the provider, the device and page that asked,
// and the PKCE challenge the code must be redeemed with. Used once, short-lived.
export const embeddedSocialStates = pgTable(
  'embedded_social_states',
  {
    stateHash: text('state_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    provider: text('provider').notNull(),
    deviceHash: text('device_hash').notNull(),
    parentOrigin: text('parent_origin').notNull(),
    /** A redirect login (no popup): the page to send the answer back to, as `?result_uri=`. */
    returnUrl: text('return_url'),
    codeChallenge: text('code_challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('embedded_social_states_expires_idx').on(t.expiresAt)],
)

// A Sign In With Farcaster request: its channel token (hashed), the device and page that asked,
// the SIWE fields the answer must carry, and, once a Farcaster client answered with a verified
// custody signature, who signed in. Answered once, redeemed once, short-lived.
export const embeddedFarcasterChannels = pgTable(
  'embedded_farcaster_channels',
  {
    tokenHash: text('token_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    domain: text('domain').notNull(),
    siweUri: text('siwe_uri').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    fid: integer('fid'),
    custody: text('custody'),
    userName: text('user_name'),
  },
  (t) => [index('embedded_farcaster_channels_expires_idx').on(t.expiresAt)],
)

// One pending one-time code per (project, email, purpose), stored as an HMAC, with its tries.
export const embeddedCodes = pgTable(
  'embedded_codes',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'login' | 'update_primary' | 'update_secondary'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('embedded_codes_target_idx').on(t.projectId, t.email, t.purpose)],
)

// Devices (ids the frame generates, stored hashed) per email; approved from the mailed link.
export const embeddedDevices = pgTable(
  'embedded_devices',
  {
    projectId: text('project_id').notNull(),
    email: text('email').notNull(),
    deviceHash: text('device_hash').notNull(),
    approved: boolean('approved').notNull().default(false),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'embedded_devices_pk', columns: [t.projectId, t.email, t.deviceHash] }),
    index('embedded_devices_token_idx').on(t.tokenHash),
  ],
)

// Frame sessions: the bearer token the frame keeps, stored hashed, with its expiry.
export const embeddedSessions = pgTable(
  'embedded_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    userId: text('user_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('embedded_sessions_user_idx').on(t.userId)],
)

// On-ramp orders: one per purchase through the sandbox provider. The status moves forward only
// (created -> paid -> sending -> completed | failed), each step a conditional update, so a
// repeated or concurrent callback finds the step taken and the treasury pays once.
export const onrampOrders = pgTable(
  'onramp_orders',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id'),
    partnerUserId: text('partner_user_id').notNull(),
    address: text('address').notNull(),
    chain: text('chain').notNull(),
    purchaseCurrency: text('purchase_currency').notNull(),
    decimals: integer('decimals').notNull(),
    purchaseUnits: text('purchase_units').notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentTotalCents: bigint('payment_total_cents', { mode: 'bigint' }).notNull(),
    providerFeeCents: bigint('provider_fee_cents', { mode: 'bigint' }).notNull(),
    networkFeeCents: bigint('network_fee_cents', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'created' | 'paid' | 'sending' | 'completed' | 'failed'>().notNull(),
    cardLast4: text('card_last4'),
    transactionHash: text('transaction_hash'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('onramp_orders_address_idx').on(t.address, t.createdAt)],
)

// Token buckets for limits that hold for a project as a whole across every server process on one
// PostgreSQL (see http/shared-rate-limit.ts): tokens left, and when they were last counted (ms).
export const quotaBuckets = pgTable('quota_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  at: bigint('at', { mode: 'number' }).notNull(),
})
