import { refundableCents } from '@threadway/contracts';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { applyOrderEvent } from './order-transition.ts';
import { orderRefundState } from './refund-facts.ts';
import { refundsRepository, type OrderRow, type RefundRow } from './refunds.repository.ts';

/**
 * The money of an approved refund has arrived at the original method: the order's refunded sum
 * grows (its check constraint keeps it within the total), the application is completed with its
 * 'succeeded' record, and the order becomes Refunded when nothing is left to refund, else
 * Partial Refund. Runs in the caller's transaction with order and refund locked.
 */
export async function completeRefund(tx: Executor, refund: RefundRow, order: OrderRow, actor: 'operator' | 'system', providerRef: string | null = null): Promise<void> {
  const repo = refundsRepository(tx);
  const amount = refund.approvedCents ?? 0;
  const [updated] = await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning({ refundedCents: orders.refundedCents });
  order.refundedCents = updated!.refundedCents;
  await repo.update(refund.id, { status: 'completed', completedAt: new Date(), ...(providerRef ? { providerRef } : {}) });
  await repo.addRecord(refund.id, 'succeeded', amount);
  const { facts } = await orderRefundState(repo, order);
  await applyOrderEvent(tx, order, refundableCents(facts) === 0 ? 'refundFully' : 'refundPartially', { anyShipped: facts.anyShipped, actor, note: refund.refundNo });
}

/**
 * The original method could not take the money back: the application is failed with the
 * provider's reason in its record, and the order shows Refund failed (the seller is told to
 * contact support and may apply again).
 */
export async function failRefund(tx: Executor, refund: RefundRow, order: OrderRow, reason: string): Promise<void> {
  const repo = refundsRepository(tx);
  await repo.update(refund.id, { status: 'failed' });
  await repo.addRecord(refund.id, 'failed', refund.approvedCents, reason.slice(0, 500));
  await applyOrderEvent(tx, order, 'refundFail', { anyShipped: await repo.anyShipped(order), actor: 'system', note: refund.refundNo });
}
