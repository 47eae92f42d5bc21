/**
 * Two ways leave the payment page and come back without its query: the pay-later provider's
 * application page (the API gives it one fixed return address) and a top-up at the card gateway
 * (which returns to payment management, where the money is confirmed). The payment page's query
 * is kept in the tab's sessionStorage before leaving and taken back on return. Each way has its
 * own slot, so an abandoned application never sends a later, unrelated top-up to an old order.
 */
export type LeftFor = 'payLater' | 'topUp';
const KEYS: Record<LeftFor, string> = { payLater: 'tw_paylater_return', topUp: 'tw_topup_return' };

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the payment page's query (kkOrderId, warehouseName, weightTotal) for the way back. */
export function rememberPaymentQuery(storage: TabStorage, search: URLSearchParams, leftFor: LeftFor): void {
  if (search.get('kkOrderId')) storage.setItem(KEYS[leftFor], search.toString());
}

/** The kept query, left in place; anything without a kkOrderId is ignored. */
export function peekPaymentQuery(storage: TabStorage, leftFor: LeftFor): URLSearchParams | null {
  const stored = storage.getItem(KEYS[leftFor]);
  if (!stored) return null;
  const search = new URLSearchParams(stored);
  return search.get('kkOrderId') ? search : null;
}

/** The kept query, once: it is removed. */
export function takePaymentQuery(storage: TabStorage, leftFor: LeftFor): URLSearchParams | null {
  const search = peekPaymentQuery(storage, leftFor);
  storage.removeItem(KEYS[leftFor]);
  return search;
}
