import { ErrorCode, transition, type OrderEvent, type OrderStatus } from '@threadway/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { recordOrderStep } from '../../notifications/order-events/queue.ts';
import type { OrderRow } from './refunds.repository.ts';

/** The order timeline's step for each refund event (order_events.type). */
const TIMELINE_STEP: Partial<Record<OrderEvent, string>> = {
  requestRefund: 'refundRequested',
  rejectRefund: 'refundRejected',
  refundPartially: 'partialRefund',
  refundFully: 'refunded',
  refundFail: 'refundFailed',
};

export const refundRequestFailed = () => new AppError(ErrorCode.conflict, 'refunds.requestFailed', 409);

/**
 * Moves an order (locked by the caller) through the state machine and writes its timeline step,
 * in the caller's transaction. The status in the WHERE makes a concurrent change fail loudly
 * instead of being overwritten.
 */
export async function applyOrderEvent(tx: Executor, order: OrderRow, event: OrderEvent, step: { anyShipped: boolean; actor: 'seller' | 'operator' | 'system'; note?: string | null }): Promise<OrderStatus> {
  const result = transition(event, {
    status: order.status as OrderStatus,
    resumeStatus: order.resumeStatus as OrderStatus | null,
    paid: order.paidAt !== null,
    paymentMethod: order.paymentMethod,
    anyShipped: step.anyShipped,
  });
  if (!result.ok) throw refundRequestFailed();
  const moved = await tx
    .update(orders)
    .set({ status: result.status, resumeStatus: result.resumeStatus, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw refundRequestFailed();
  await recordOrderStep(tx, { orderId: order.id, type: TIMELINE_STEP[event] ?? event, status: result.status, note: step.note ?? null, actor: step.actor });
  order.status = result.status;
  order.resumeStatus = result.resumeStatus;
  return result.status;
}
