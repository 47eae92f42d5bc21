import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
