import { BEHAVIOR_TYPE_ORDER_EMAILS, BEHAVIOR_TYPE_PREFERENCES } from '@threadway/contracts';
import { emailKindOf, noticeOfStep, parseOrderEmailSettings } from '@threadway/contracts/notifications/order-notices';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { behaviorConfigs, orderEvents, orders, users } from '../../../db/schema/index.ts';
import type { BatchJobHandler } from '../../../platform/jobs.ts';
import { builtOnce } from '../../../platform/prepared-statements.ts';
import { intArrayLiteral } from '../../catalogue/sql.ts';
import { UNPAID_CANCEL_REASON } from '../../orders/auto-cancel.ts';
import { createMailer } from '../mailer.ts';
import { localeOfPreferences, sendSystemLetters } from '../station/letters/system-letters.ts';
import { noticeEmail, noticeWords } from './compose.ts';

const preferences = alias(behaviorConfigs, 'preferences');
const emailSettings = alias(behaviorConfigs, 'email_settings');

/**
 * The steps, their orders and sellers, and each seller's language and e-mail switches, in one statement built once:
 * every paid order's notice reads them (decision 0059).
 */
const stepsToTell = builtOnce('tw_order_steps_to_tell', (tx) =>
  tx
    .select({
      type: orderEvents.type,
      actor: orderEvents.actor,
      note: orderEvents.note,
      at: orderEvents.createdAt,
      userId: orders.userId,
      kkOrderId: orders.kkOrderId,
      email: users.email,
      preferences: preferences.content,
      emailSettings: emailSettings.content,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(preferences, and(eq(preferences.userId, orders.userId), eq(preferences.type, BEHAVIOR_TYPE_PREFERENCES)))
    .leftJoin(emailSettings, and(eq(emailSettings.userId, orders.userId), eq(emailSettings.type, BEHAVIOR_TYPE_ORDER_EMAILS)))
    .where(sql`${orderEvents.id} = any(${sql.placeholder('orderEventIds')}::bigint[])`)
    .orderBy(asc(orderEvents.id)),
);

/**
 * Tells sellers about timeline steps of their orders: a station letter always, an e-mail unless they switched its kind
 * off. A batch queue (decision 0059): under a stream of orders a worker's poll finds many steps and tells them in one
 * transaction, with a few statements for all of them rather than a transaction of six statements each. Everything,
 * the outbox rows included, is written in one transaction with the jobs' completion, so a retry after a failure starts
 * clean and a finished job never runs again; a batch that fails runs again a job at a time.
 */
export const orderNoticeHandler =
  (options: { publicUrl: string; smtpUrl?: string; mailFrom: string; log: FastifyBaseLogger }): BatchJobHandler =>
  async (jobs, { db, completeWithin }) => {
    const orderEventIds = jobs.map((job) => Number(job.payload.orderEventId)).filter(Number.isSafeInteger);
    await db.transaction(async (tx) => {
      const steps = await stepsToTell(tx, { orderEventIds: intArrayLiteral(orderEventIds) });
      const told = steps.flatMap((row) => {
        const notice = noticeOfStep(row, UNPAID_CANCEL_REASON);
        if (!notice) return [];
        const locale = localeOfPreferences(row.preferences);
        const facts = { kkOrderId: row.kkOrderId, link: `${options.publicUrl.replace(/\/$/, '')}/order/details?kkOrderId=${encodeURIComponent(row.kkOrderId)}` };
        const words = noticeWords(locale, notice, facts);
        const wanted = parseOrderEmailSettings(row.emailSettings)[emailKindOf(notice)];
        return [{ letter: { userId: row.userId, title: words.title, paragraphs: [words.body], sentAt: row.at }, email: wanted && row.email ? noticeEmail(locale, notice, facts, row.email) : null }];
      });
      await sendSystemLetters(tx, told.map((notice) => notice.letter));
      const mailer = createMailer(tx, { smtpUrl: options.smtpUrl, from: options.mailFrom, log: options.log });
      for (const { email } of told) if (email) await mailer.send(email);
      await completeWithin(tx);
    });
  };
