import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    brandName: text('brand_name'),
    websiteUrl: text('website_url'),
    referrerSource: text('referrer_source'),
    referralCode: text('referral_code'),
    sellerRole: text('seller_role'),
    sellerRoleOther: text('seller_role_other'),
    signUpChannel: text('sign_up_channel').notNull().default('web'),
    authorities: text('authorities').array().notNull().default(sql`ARRAY['1']::text[]`),
    approvalStatus: integer('approval_status').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    // Sign-in by phone matches the digits with or without the area code (users.repository.ts).
    index('users_phone_digits_idx').on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`),
    index('users_phone_national_idx').on(sql`split_part(${t.phone}, ' ', 2)`),
  ],
);

/**
 * Signed-in sessions of sellers and operators. The token carries the `jti`; a session is
 * valid only while its row exists unrevoked and unexpired, which is how sign-out revokes.
 */
export const sessions = pgTable(
  'sessions',
  {
    jti: uuid('jti').primaryKey(),
    principalType: text('principal_type', { enum: ['user', 'operator'] }).notNull(),
    principalId: bigint('principal_id', { mode: 'number' }).notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_principal_idx').on(t.principalType, t.principalId)],
);

/** One-time codes sent by e-mail or SMS. Only a hash of the code is stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip'),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.purpose, t.sentAt),
    index('verification_codes_ip_idx').on(t.requestIp, t.sentAt),
  ],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    client: jsonb('client'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_logs_user_idx').on(t.userId, t.createdAt),
    index('login_logs_account_idx').on(t.account, t.createdAt),
    index('login_logs_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Per-user settings the client saves: type 2 currency and language, type 3 'Don't ask me again'. */
export const behaviorConfigs = pgTable(
  'behavior_configs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('behavior_configs_user_type_key').on(t.userId, t.type)],
);

/** Short-lived single-use tokens for auto login from another of our sites. */
export const temporaryTokens = pgTable('temporary_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Guests get a visitor ticket (spec 6) that identifies their browser before they sign up. */
export const visitors = pgTable('visitors', {
  ticket: uuid('ticket').primaryKey(),
  ip: text('ip'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seller's account at a social sign-in provider (spec 2.6, third-party bind): the provider's
 * stable subject id, never its e-mail, names the person. One account per provider and seller.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_subject_key').on(t.provider, t.subject), uniqueIndex('social_identities_user_key').on(t.provider, t.userId)],
);

/**
 * One social sign-in in progress (docs/decisions/0033). Before the provider answers it holds the
 * browser's flow id (hashed), state, nonce and PKCE verifier; after the verified callback the
 * identity and a single-use key the web app trades for a session, a sign-up or a bind.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    flowHash: text('flow_hash').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    keyHash: text('key_hash'),
    subject: text('subject'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    fullName: text('full_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_sign_ins_key_hash_key').on(t.keyHash)],
);
