import type { OrderSummary } from '@threadway/contracts';

/**
 * The selected orders as the Pay button sees them (spec 2.5): those it can pay, those missing
 * required information (abnormal: the 'Missing Required Information' dialog lets the seller go
 * on without them), and the rest (already paid, cancelled...), which are simply not paid.
 */
export function splitForPayment(selected: readonly OrderSummary[]) {
  return {
    payable: selected.filter((o) => o.actions.includes('payNow')),
    missingInformation: selected.filter((o) => o.status === 'abnormal' && o.paymentTime === null),
  };
}
