import type { TransactionStatus } from '@threadway/contracts';

/** The transaction the payout/payment provider names on its return (its `transactionId` parameter is ours); null when unreadable. */
export function returnedTransactionId(params: URLSearchParams): number | null {
  const value = params.get('transactionId');
  return value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The payment status page for what the server read from the provider: a failure shows as such, anything else is followed there until final. */
export function statusPagePath(transactionId: number, status: TransactionStatus | null): string {
  const state = status === null || status === 'failed' || status === 'cancelled' ? 'fail' : 'success';
  return `/payment-status?${new URLSearchParams({ state, transactionId: String(transactionId) })}`;
}
