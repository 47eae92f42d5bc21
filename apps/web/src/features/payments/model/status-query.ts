/**
 * What /payment-status was given (spec 2.1): whether the payment went through, and which
 * transaction or order to read. The page shows nothing from its URL but these references:
 * amounts, times and methods come from the server for the signed-in seller's own transaction,
 * so a hand-made URL cannot make the page say 'Payment Successful … $9,999.99'.
 */
export interface StatusQuery {
  state: 'success' | 'fail';
  orderId: string | null;
  transactionId: number | null;
}

const integer = (value: string | null) => (value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** Anything but an explicit success reads as a failure; a transaction id that is not a whole number is dropped. */
export function parseStatusQuery(params: URLSearchParams): StatusQuery {
  return {
    state: params.get('state') === 'success' ? 'success' : 'fail',
    orderId: params.get('orderId') || null,
    transactionId: integer(params.get('transactionId')),
  };
}

/** After a balance payment, like a provider's return: the transaction the page reads its details from. */
export const successQuery = (transactionId: number) => new URLSearchParams({ state: 'success', transactionId: String(transactionId) }).toString();

export const failQuery = (orderId: string) => new URLSearchParams({ state: 'fail', orderId }).toString();
