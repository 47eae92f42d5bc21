import type { OrderDetail } from '@threadway/contracts';

export interface ProgressStep {
  key: 'submitted' | 'paid' | 'shipped' | 'complete' | 'cancelled';
  at: string | null;
}

/**
 * The order timeline of spec 4 as steps: Order Submitted → Payment Successful → Shipped →
 * Order Complete, or Order cancelled after the submission. `current` is the last step reached.
 */
export function progressOf(order: Pick<OrderDetail, 'status' | 'createdAt' | 'paymentTime' | 'shippedAt' | 'receivedAt' | 'timeline'>) {
  const at = (type: string) => order.timeline.find((step) => step.type === type)?.createdAt ?? null;
  if (order.status === 'cancelled') {
    const steps: ProgressStep[] = [
      { key: 'submitted', at: order.createdAt },
      { key: 'cancelled', at: at('cancelled') },
    ];
    return { steps, current: 1, failed: true };
  }
  const steps: ProgressStep[] = [
    { key: 'submitted', at: order.createdAt },
    { key: 'paid', at: order.paymentTime },
    { key: 'shipped', at: order.shippedAt ?? at('partialShipped') ?? at('shipped') },
    { key: 'complete', at: order.receivedAt },
  ];
  const reached = steps.map((step) => step.at !== null);
  return { steps, current: Math.max(0, reached.lastIndexOf(true)), failed: false };
}
