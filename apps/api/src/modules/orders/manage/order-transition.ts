import { transition, type OrderEvent, type OrderFacts, type OrderStatus, type TransitionResult } from '@threadway/contracts';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { recordOrderStep } from '../../notifications/order-events/queue.ts';

/** The columns of an order that decide its next status and its actions. */
export interface OrderStateColumns {
  id: number;
  status: string;
  resumeStatus: string | null;
  paidAt: Date | null;
  paymentMethod: number | null;
  shippedAt: Date | null;
  deletedAt?: Date | null;
}

const SHIPPED_STATUSES: readonly string[] = ['partialShipped', 'shipped', 'complete'];

export const factsOf = (order: OrderStateColumns): OrderFacts => ({
  status: order.status as OrderStatus,
  resumeStatus: (order.resumeStatus as OrderStatus | null) ?? null,
  paid: order.paidAt !== null,
  paymentMethod: order.paymentMethod,
  anyShipped: order.shippedAt !== null || SHIPPED_STATUSES.includes(order.status),
  deleted: (order.deletedAt ?? null) !== null,
});

/** The timeline step (order_events.type) each event writes; the web app names them. */
export const TIMELINE_STEP: Record<OrderEvent, string> = {
  pay: 'paid',
  payFail: 'paymentFailed',
  autoCheckoutFail: 'autoCheckoutFailed',
  markAbnormal: 'abnormal',
  resolveAbnormal: 'abnormalResolved',
  cancel: 'cancelled',
  autoCancel: 'cancelled',
  shipPartial: 'partialShipped',
  shipAll: 'shipped',
  confirmReceipt: 'complete',
  requestRefund: 'refundRequested',
  rejectRefund: 'refundRejected',
  refundPartially: 'partialRefund',
  refundFully: 'refunded',
  refundFail: 'refundFailed',
};

export type Actor = 'seller' | 'operator' | 'system';

/**
 * Applies `event` to an order the caller has locked (SELECT ... FOR UPDATE) in its transaction:
 * the status the state machine gives, the extra columns, and the timeline row. A refusal writes
 * nothing and is answered for the caller to turn into its message.
 */
export async function applyOrderEvent(
  tx: Executor,
  order: OrderStateColumns,
  event: OrderEvent,
  options: { actor: Actor; note?: string | null; set?: Partial<typeof orders.$inferInsert> },
): Promise<TransitionResult> {
  const result = transition(event, factsOf(order));
  if (!result.ok) return result;
  const change = tx
    .update(orders)
    .set({ ...options.set, status: result.status, resumeStatus: result.resumeStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await recordOrderStep(tx, { orderId: order.id, type: TIMELINE_STEP[event], status: result.status, note: options.note ?? null, actor: options.actor }, change.getSQL());
  return result;
}

/** The order's row, locked until the caller's transaction ends. */
export async function lockOrder(tx: Executor, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}
