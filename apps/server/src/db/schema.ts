import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    passwordHash: text("password_hash"),
    googleSubject: text("google_subject"),
    /** member (default), staff (the workspace) or admin (staff, people and the audit log). */
    role: text("role").notNull().default("member"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Set by an admin: the account cannot sign in and has no sessions. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('member', 'staff', 'admin')`),
    index("users_staff_idx").on(t.role).where(sql`${t.role} <> 'member'`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_google_subject_key").on(t.googleSubject),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the token, hex: a stolen table dump holds no usable session. */
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * "Remember me": 30 days sliding; otherwise a browser-session cookie and 12 h idle. Either
     * way the session ends at its absolute lifetime after `created_at` (accounts/session-policy.ts).
     */
    persistent: boolean("persistent").notNull().default(true),
    /** Shown on the account page's session list; trimmed to 512 characters. */
    userAgent: text("user_agent"),
    ip: text("ip"),
    /** Updated at most once a minute. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the person last proved who they are in this session (sign-in, or the account
     * page's "Confirm it's you"). Sensitive account changes need it recent; null counts as old.
     */
    reauthenticatedAt: timestamp("reauthenticated_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index().on(t.userId)],
);

/**
 * A 6-digit code and a link token proving an address: both stored as SHA-256, valid one
 * hour, used once; `attempts` counts wrong codes. `email` is the address being proved (a
 * new address waits here until it is proved).
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    tokenHash: text("token_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("email_verifications_token_hash_key").on(t.tokenHash), index().on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("password_reset_tokens_token_hash_key").on(t.tokenHash)],
);

/** WebAuthn credentials ("passkeys"): the public key only; the private key never leaves the device. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id, base64url. */
    credentialId: text("credential_id").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkeys_credential_id_key").on(t.credentialId), index().on(t.userId)],
);

/**
 * Challenges of passkey ceremonies in progress: each is used once, within five minutes,
 * and by the user it was made for (none for signing in). Kept in the database so any
 * instance can finish a ceremony another one began.
 */
export const passkeyChallenges = pgTable("passkey_challenges", {
  challenge: text("challenge").primaryKey(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    service: text("service").notNull(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    description: text("description").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    projectLink: text("project_link"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Unpublished projects are kept for the staff workspace and hidden from the site. */
    published: boolean("published").notNull().default(true),
    /** Set on seeded rows only, so seeding can tell what it already inserted. */
    seedKey: text("seed_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "projects_service_check",
      sql`${t.service} in ('web-development', 'logo-design', 'ui-ux-design', 'seo')`,
    ),
    index().on(t.service, t.sortOrder),
    uniqueIndex("projects_seed_key_key").on(t.seedKey),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  userName: text("user_name").notNull(),
  userEmail: text("user_email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("support_tickets_reference_key").on(t.reference)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** pending → sent, or failed after the last attempt. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index().on(t.status, t.nextAttemptAt),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Contact messages and tickets as one inbox (decision 015). The visitor's first message is
 * kept here too, so one generated tsvector covers name, e-mail, subject and message.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    reference: text("reference").notNull(),
    status: text("status").notNull().default("new"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** Bumped by every staff change; a change made against an older version is refused. */
    version: integer("version").notNull().default(1),
    /**
     * SHA-256 of each secret mailed to the visitor in a private link: every mail carries a
     * fresh one (the secrets themselves are never stored), and each stays valid.
     */
    visitorKeyHashes: text("visitor_key_hashes").array().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', name || ' ' || email || ' ' || subject || ' ' || message)`,
      ),
  },
  (t) => [
    check("conversations_kind_check", sql`${t.kind} in ('contact', 'ticket')`),
    check("conversations_status_check", sql`${t.status} in ('new', 'open', 'waiting', 'resolved')`),
    uniqueIndex("conversations_reference_key").on(t.reference),
    index("conversations_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("conversations_status_newest_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("conversations_kind_newest_idx").on(
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("conversations_assignee_newest_idx").on(
      t.assigneeId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("conversations_search_idx").using("gin", t.search),
    index("conversations_email_idx").on(sql`lower(${t.email})`),
    index("conversations_unanswered_idx")
      .on(t.createdAt)
      .where(sql`${t.firstResponseAt} is null and ${t.status} <> 'resolved'`),
  ],
);

/** The thread: the visitor's messages, staff replies (mailed) and internal notes (never shown). */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("conversation_messages_author_check", sql`${t.author} in ('visitor', 'staff', 'note')`),
    index().on(t.conversationId, t.createdAt),
  ],
);

/** Every staff action, who and when. Only ever inserted into (decision 016). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as text so the entry still says who after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    detail: jsonb("detail").notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** An uploaded image: its size, kept in the database so every instance serves it. */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Its responsive variants (480/960/1600 px, none wider than the original; AVIF and WebP), metadata stripped. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.width, t.format] }),
    check("media_variants_format_check", sql`${t.format} in ('avif', 'webp')`),
  ],
);

/** Small facts about the database itself, such as which one-time seeds have run. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Website Builder sites saved to an account (decision 019). `size_bytes` is the
 * configuration's JSON plus every picture file, kept here so the list and the account's
 * cap never read the pictures. `version` is bumped by every save; a save made against an
 * older version is refused.
 */
export const builderSites = pgTable(
  "builder_sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    config: jsonb("config").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("builder_sites_owner_newest_idx").on(t.userId, t.updatedAt.desc().nullsFirst())],
);

/**
 * The site's uploaded files: each original and each of its web-sized variants, one row a
 * file; a variant names its original in `variant_of`.
 */
export const builderSiteAssets = pgTable(
  "builder_site_assets",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => builderSites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width"),
    height: integer("height"),
    variantOf: text("variant_of"),
    /** Order of the files as they were sent, so a site comes back exactly as saved. */
    position: integer("position").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.name] })],
);
