import { emailKindOf, noticeOfStep } from '@threadway/contracts/notifications/order-notices';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orderEvents, orders, users } from '../../../db/schema/index.ts';
import type { JobHandler } from '../../../platform/jobs.ts';
import { UNPAID_CANCEL_REASON } from '../../orders/auto-cancel.ts';
import { createMailer } from '../mailer.ts';
import { sellerLocale, sendSystemLetter } from '../station/letters/system-letters.ts';
import { noticeEmail, noticeWords } from './compose.ts';
import { orderEmailSettingsRepository } from './email-settings.repository.ts';

/**
 * Tells the seller about one timeline step of their order: a station letter always, an e-mail
 * unless they switched its kind off. Everything, the outbox row included, is written in one
 * transaction with the job's completion, so a retry after a failure starts clean and a finished
 * job never runs again.
 */
export const orderNoticeHandler =
  (options: { publicUrl: string; smtpUrl?: string; mailFrom: string; log: FastifyBaseLogger }): JobHandler =>
  async (payload, { db, completeWithin }) => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ type: orderEvents.type, actor: orderEvents.actor, note: orderEvents.note, at: orderEvents.createdAt, userId: orders.userId, kkOrderId: orders.kkOrderId, email: users.email })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orderEvents.id, Number(payload.orderEventId)));
      const notice = row ? noticeOfStep(row, UNPAID_CANCEL_REASON) : null;
      if (row && notice) {
        const locale = await sellerLocale(tx, row.userId);
        const facts = { kkOrderId: row.kkOrderId, link: `${options.publicUrl.replace(/\/$/, '')}/order/details?kkOrderId=${encodeURIComponent(row.kkOrderId)}` };
        const words = noticeWords(locale, notice, facts);
        await sendSystemLetter(tx, row.userId, { title: words.title, paragraphs: [words.body], sentAt: row.at });
        const wanted = (await orderEmailSettingsRepository(tx).read(row.userId))[emailKindOf(notice)];
        if (wanted && row.email) {
          await createMailer(tx, { smtpUrl: options.smtpUrl, from: options.mailFrom, log: options.log }).send(noticeEmail(locale, notice, facts, row.email));
        }
      }
      await completeWithin(tx);
    });
  };
