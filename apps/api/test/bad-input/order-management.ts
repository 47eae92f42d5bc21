import type { BadInputTable, Case } from './case.ts';

/** The seller's order list, detail, documents and order actions (decision 0010): rows for bad-input.int.test.ts. */
const unknownOrder = 'KK26010199999999';
const INVALID = 'This value is not valid.';
const REASON = 'Cancellation reason is required.';
/** An order-number path parameter: malformed is 400, unknown 404, seller calls only. */
const orderPath = (path: (id: string) => string, body?: unknown): Case[] => [
  { note: 'not an order number', path: path('abc'), body, message: INVALID },
  { note: 'order number without the KK prefix', path: path('26010199999999'), body, message: INVALID },
  { note: 'order number too long', path: path(`KK${'1'.repeat(21)}`), body, message: INVALID },
  { note: 'unknown order', path: path(unknownOrder), body, status: 404, message: 'Sorry, No Data Found' },
  { note: 'no token', path: path(unknownOrder), body, auth: 'none', status: 401 },
  { note: 'garbage token', path: path(unknownOrder), body, auth: 'garbage', status: 401 },
  { note: 'operator token', path: path(unknownOrder), body, auth: 'operator', status: 403 },
];

export const orderManagementBadInput: BadInputTable = {
  cases: {
    'PUT /api/orders/orders': [
      { note: 'empty body', body: {}, message: INVALID },
      { note: 'not an order number', body: { kkOrderId: 'abc', cancelReason: 'other' }, message: INVALID },
      { note: 'order number a number', body: { kkOrderId: 26010199999999, cancelReason: 'other' }, message: INVALID },
      { note: 'no reason', body: { kkOrderId: unknownOrder }, message: REASON },
      { note: 'blank reason', body: { kkOrderId: unknownOrder, cancelReason: '  ' }, message: REASON },
      { note: 'unknown reason', body: { kkOrderId: unknownOrder, cancelReason: 'bored' }, message: REASON },
      { note: 'an array', body: [unknownOrder] },
      { note: 'unknown order', body: { kkOrderId: unknownOrder, cancelReason: 'other' }, status: 404 },
      { note: 'no token', body: { kkOrderId: unknownOrder, cancelReason: 'other' }, auth: 'none', status: 401 },
      { note: 'operator token', body: { kkOrderId: unknownOrder, cancelReason: 'other' }, auth: 'operator', status: 403 },
    ],
    'PUT /api/orders/{id}/cancelRequest/{answer}': [
      { note: 'not an order number', path: '/api/orders/abc/cancelRequest/agree', message: INVALID },
      { note: 'an answer that is neither', path: `/api/orders/${unknownOrder}/cancelRequest/maybe`, message: 'Answer the cancellation request with agree or reject.' },
      { note: 'unknown order', path: `/api/orders/${unknownOrder}/cancelRequest/agree`, status: 404 },
      { note: 'no token', path: `/api/orders/${unknownOrder}/cancelRequest/reject`, auth: 'none', status: 401 },
      { note: 'operator token', path: `/api/orders/${unknownOrder}/cancelRequest/reject`, auth: 'operator', status: 403 },
    ],
    'POST /api/orders/orderList': [
      { note: 'unknown tab', body: { tab: 'lost' }, message: INVALID },
      { note: 'unknown status', body: { status: 'lost' }, message: INVALID },
      { note: 'platform with digits', body: { platform: 'K1' }, message: 'Please choose a platform from the list.' },
      { note: 'search too long', body: { search: 'x'.repeat(101) }, message: 'This text is too long.' },
      { note: 'not a date', body: { dateFrom: '2025-13-01' }, message: INVALID },
      { note: 'end before start', body: { dateFrom: '2025-02-01', dateTo: '2025-01-01' }, message: 'The end date cannot be before the start date.' },
      { note: 'page 0', body: { pageNumber: 0 }, message: INVALID },
      { note: 'page a string', body: { pageNumber: '1' }, message: INVALID },
      { note: 'page size 101', body: { pageSize: 101 }, message: INVALID },
      { note: 'no token', body: {}, auth: 'none', status: 401 },
      { note: 'operator token', body: {}, auth: 'operator', status: 403 },
    ],
    'GET /api/orders/orderCounts': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'garbage token', auth: 'garbage', status: 401 },
      { note: 'operator token', auth: 'operator', status: 403 },
    ],
    'GET /api/orders/orders/{id}': orderPath((id) => `/api/orders/orders/${id}`),
    'DELETE /api/orders/orders/{id}': orderPath((id) => `/api/orders/orders/${id}`),
    'GET /api/orders/orders/{id}/statement': orderPath((id) => `/api/orders/orders/${id}/statement`),
    'GET /api/orders/orders/{id}/downloadInvoice': orderPath((id) => `/api/orders/orders/${id}/downloadInvoice`),
    'PUT /api/orders/orders/{id}/receipt': orderPath((id) => `/api/orders/orders/${id}/receipt`),
    'PUT /api/orders/orders/{id}/cancelDelivery': orderPath((id) => `/api/orders/orders/${id}/cancelDelivery`),
    'POST /api/orders/orders/{id}/logistics': orderPath((id) => `/api/orders/orders/${id}/logistics`),
    'PUT /api/orders/orders/oosSplit/{id}': orderPath((id) => `/api/orders/orders/oosSplit/${id}`),
    'PUT /api/orders/{id}/automaticSplitPack': orderPath((id) => `/api/orders/${id}/automaticSplitPack`),
    'PUT /api/orders/orders/coupon/{id}': [
      ...orderPath((id) => `/api/orders/orders/coupon/${id}`, { selectCouponTicketId: null }),
      { note: 'empty body', path: `/api/orders/orders/coupon/${unknownOrder}`, body: {}, message: INVALID },
      { note: 'ticket a string', path: `/api/orders/orders/coupon/${unknownOrder}`, body: { selectCouponTicketId: '5' }, message: INVALID },
      { note: 'ticket 0', path: `/api/orders/orders/coupon/${unknownOrder}`, body: { selectCouponTicketId: 0 }, message: INVALID },
      { note: 'ticket with decimals', path: `/api/orders/orders/coupon/${unknownOrder}`, body: { selectCouponTicketId: 1.5 }, message: INVALID },
      { note: 'ticket beyond a safe integer', path: `/api/orders/orders/coupon/${unknownOrder}`, body: { selectCouponTicketId: 2 ** 53 }, message: INVALID },
      { note: 'unknown order with a ticket', path: `/api/orders/orders/coupon/${unknownOrder}`, body: { selectCouponTicketId: 1 }, status: 404 },
    ],
  },
};
