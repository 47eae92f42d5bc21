/** What /payment-status was given (spec 2.1): the page's own query after a balance payment, or the gateway's transaction id. */
export interface StatusQuery {
  state: 'success' | 'fail';
  orderId: string | null;
  transactionId: number | null;
  paymentTime: string | null;
  paymentMethod: number | null;
  paymentAmount: number | null;
}

const integer = (value: string | null) => (value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** Anything but an explicit success reads as a failure; numbers that are not whole numbers are dropped. */
export function parseStatusQuery(params: URLSearchParams): StatusQuery {
  return {
    state: params.get('state') === 'success' ? 'success' : 'fail',
    orderId: params.get('orderId') || null,
    transactionId: integer(params.get('transactionId')),
    paymentTime: params.get('paymentTime') || null,
    paymentMethod: integer(params.get('paymentMethod')),
    paymentAmount: integer(params.get('paymentAmount')),
  };
}

export function successQuery(input: { orderId: string; paymentTime: string; paymentMethod: number; paymentAmount: number }): string {
  return new URLSearchParams({ state: 'success', orderId: input.orderId, paymentTime: input.paymentTime, paymentMethod: String(input.paymentMethod), paymentAmount: String(input.paymentAmount) }).toString();
}

export const failQuery = (orderId: string) => new URLSearchParams({ state: 'fail', orderId }).toString();
