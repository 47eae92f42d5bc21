/**
 * The provider's application page sends the seller back to /mall/paymentPage without its query
 * (the API gives it one fixed return address), so the payment page's query is kept in the tab's
 * sessionStorage before leaving and taken back on return.
 */
const KEY = 'tw_paylater_return';

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the payment page's query (kkOrderId, warehouseName, weightTotal) for the way back. */
export function rememberPaymentQuery(storage: TabStorage, search: URLSearchParams): void {
  if (search.get('kkOrderId')) storage.setItem(KEY, search.toString());
}

/** The kept query, once: it is removed, and anything without a kkOrderId is ignored. */
export function takePaymentQuery(storage: TabStorage): URLSearchParams | null {
  const stored = storage.getItem(KEY);
  storage.removeItem(KEY);
  if (!stored) return null;
  const search = new URLSearchParams(stored);
  return search.get('kkOrderId') ? search : null;
}
