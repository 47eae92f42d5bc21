import type { JobHandler } from '../../../platform/jobs.ts';
import { completeRefund, failRefund } from './refund-completion.ts';
import { senderFor, type RefundSenders, type SendOutcome } from './refund-senders.ts';
import { refundsRepository } from './refunds.repository.ts';

/** Sends an approved refund back to a card, the wallet or pay-later credit (decision 0012). */
export const REFUND_PAYOUT_JOB = 'refunds.payout';
/** Attempts before an unreachable provider counts as a failed refund (back-off 30 s, 2 min, 8 min, ...). */
export const REFUND_PAYOUT_ATTEMPTS = 8;

class StillPending extends Error {}

/**
 * One attempt: ask the provider (outside any database transaction), then record the outcome
 * with refund and order locked. A refund already completed or failed is left alone, so a second
 * run changes nothing; 'pending' and an unreachable provider are retried by the queue.
 */
export const refundPayoutHandler =
  (senders: RefundSenders): JobHandler =>
  async (payload, { db, attempt }) => {
    const refundId = Number(payload.refundId);
    const repo = refundsRepository(db);
    const refund = await repo.byId(refundId);
    if (!refund || refund.status !== 'refunding') return;
    const order = (await repo.orderById(refund.orderId))!;
    const payment = await repo.paymentOf(order);
    const sender = payment ? senderFor(payment.transaction.paymentMethod, senders) : null;

    let outcome: SendOutcome;
    if (!payment || !sender) {
      outcome = { kind: 'failed', message: 'This payment method cannot be refunded automatically.' };
    } else {
      try {
        outcome = await sender.send({
          refundId,
          refundNo: refund.refundNo,
          amountCents: refund.approvedCents ?? 0,
          providerRef: refund.providerRef,
          transaction: { paymentMethod: payment.transaction.paymentMethod, providerRef: payment.transaction.providerRef, amountCents: payment.transaction.amountCents },
          transactionRefundedCents: payment.refundedCents,
        });
      } catch (error) {
        if (attempt < REFUND_PAYOUT_ATTEMPTS) throw error;
        outcome = { kind: 'failed', message: `The provider could not be reached: ${(error as Error).message}` };
      }
    }

    await db.transaction(async (tx) => {
      const locked = refundsRepository(tx);
      const current = await locked.byId(refundId, { lock: true });
      if (!current || current.status !== 'refunding') return;
      const lockedOrder = (await locked.orderById(current.orderId, true))!;
      if (outcome.kind === 'pending') {
        await locked.update(current.id, { providerRef: outcome.providerRef });
        return;
      }
      if (outcome.kind === 'failed') {
        await failRefund(tx, current, lockedOrder, outcome.message);
        return;
      }
      // Pay-later credit comes back in our mirror through the provider's buyer/limit_updated webhook.
      await completeRefund(tx, current, lockedOrder, 'system', outcome.providerRef);
    });
    if (outcome.kind === 'pending') throw new StillPending(`refund ${refund.refundNo} is still pending at the provider`);
  };
