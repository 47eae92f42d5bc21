import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Every e-mail and SMS we send is written here first. With SMTP configured a sender delivers
 * it and stamps sent_at; without, it stays here for the developer mailbox and the tests.
 */
export const outboxMessages = pgTable('outbox_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/**
 * A station letter (spec 3, Notification): type 1 notification, 2 event. Content is HTML,
 * sanitized when saved. recipientUserIds null = every seller; otherwise only those sellers.
 */
export const stationLetters = pgTable(
  'station_letters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 5001 }),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    recipientUserIds: bigint('recipient_user_ids', { mode: 'number' }).array(),
    /** Null = draft; a letter is visible from sendTime on. */
    sendTime: timestamp('send_time', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('station_letters_send_idx').on(t.type, t.sendTime), index('station_letters_recipients_idx').using('gin', t.recipientUserIds)],
);

/** Read state of a letter per seller (receiveState 1 = a row exists). */
export const stationLetterReads = pgTable(
  'station_letter_reads',
  {
    letterId: bigint('letter_id', { mode: 'number' })
      .notNull()
      .references(() => stationLetters.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.letterId, t.userId] })],
);

/** Sold-out (taken-down) notice (spec 3): a product the seller bought or listed was taken off sale. */
export const productTakedownNotices = pgTable(
  'product_takedown_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    spuCode: text('spu_code').notNull(),
    skuCode: text('sku_code'),
    productName: text('product_name').notNull(),
    imgUrl: text('img_url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_takedown_notices_user_idx').on(t.userId, t.createdAt), index('product_takedown_notices_unread_idx').on(t.userId).where(sql`${t.readAt} is null`)],
);

/**
 * An export file task (spec 3): fileStatus 1 waiting, 2 running, 3 done, 4 failed (spec 4 colours).
 * The file is produced by a background job and kept under the data folder; seenAt drives the Export List tab's 'new' flag.
 */
export const fileTasks = pgTable(
  'file_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 9001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ordersExport, transactionsExport. */
    taskType: text('task_type').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    params: jsonb('params').notNull().default({}),
    fileStatus: smallint('file_status').notNull().default(1),
    filePath: text('file_path'),
    fileName: text('file_name'),
    error: text('error'),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_tasks_user_idx').on(t.userId, t.createdAt)],
);
