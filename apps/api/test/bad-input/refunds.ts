import type { BadInputTable, Case } from './case.ts';

/** Refunds and after-sales (seller and back office): rows for bad-input.int.test.ts. */
const unknownOrder = 'KK26010199999999';
const REASON = 'Refund reason is required.';
const orderPath = (base: string) => [
  { note: 'not an order number', path: `${base}/abc` },
  { note: 'unknown order', path: `${base}/${unknownOrder}`, status: 404 },
  { note: 'no token', path: `${base}/${unknownOrder}`, auth: 'none' as const, status: 401 },
  { note: 'operator token', path: `${base}/${unknownOrder}`, auth: 'operator' as const, status: 403 },
];
const refundIdPath = (path: (id: string) => string, body?: unknown): Case[] => [
  { note: 'id not a number', path: path('abc'), body },
  { note: 'id 0', path: path('0'), body },
  { note: 'id beyond a safe integer', path: path('99999999999999999999'), body },
  { note: 'unknown refund', path: path('1'), body, status: 404 },
];

export const refundsBadInput: BadInputTable = {
  cases: {
    'PUT /api/orders/orders/{kkOrderId}/refund': [
      { note: 'empty body', path: `/api/orders/orders/${unknownOrder}/refund`, body: {} },
      { note: 'no reason', path: `/api/orders/orders/${unknownOrder}/refund`, body: { kkOrderId: unknownOrder }, message: REASON },
      { note: 'unknown reason', path: `/api/orders/orders/${unknownOrder}/refund`, body: { kkOrderId: unknownOrder, reason: 'bored' }, message: REASON },
      { note: 'amount not a number', path: `/api/orders/orders/${unknownOrder}/refund`, body: { kkOrderId: unknownOrder, reason: 'other', amount: 'ten' } },
      { note: 'items not JSON', path: `/api/orders/orders/${unknownOrder}/refund`, body: { kkOrderId: unknownOrder, reason: 'other', items: '{oops' } },
      { note: 'remarks too long', path: `/api/orders/orders/${unknownOrder}/refund`, body: { kkOrderId: unknownOrder, reason: 'other', remarks: 'x'.repeat(501) } },
      { note: 'another order in the form', path: `/api/orders/orders/${unknownOrder}/refund`, body: { kkOrderId: 'KK26010100000001', reason: 'other' } },
      { note: 'unknown order', path: `/api/orders/orders/${unknownOrder}/refund`, body: { kkOrderId: unknownOrder, reason: 'other' }, status: 404 },
      { note: 'no token', path: `/api/orders/orders/${unknownOrder}/refund`, body: { kkOrderId: unknownOrder, reason: 'other' }, auth: 'none', status: 401 },
    ],
    'POST /api/orders/returns/{id}': [
      { note: 'not an order number', path: '/api/orders/returns/abc', body: { reason: 'other' } },
      { note: 'no reason', path: `/api/orders/returns/${unknownOrder}`, body: {}, message: REASON },
      { note: 'negative amount', path: `/api/orders/returns/${unknownOrder}`, body: { reason: 'other', amount: -1 } },
      { note: 'items not a list', path: `/api/orders/returns/${unknownOrder}`, body: { reason: 'other', items: 'all' } },
      { note: 'same line twice', path: `/api/orders/returns/${unknownOrder}`, body: { reason: 'other', items: [{ kkItemId: 1, quantity: 1 }, { kkItemId: 1, quantity: 1 }] } },
      { note: 'unknown order', path: `/api/orders/returns/${unknownOrder}`, body: { reason: 'other' }, status: 404 },
    ],
    'GET /api/orders/refundForm/{id}': orderPath('/api/orders/refundForm'),
    'GET /api/orders/refund/{id}': orderPath('/api/orders/refund'),
    'POST /api/orders/refund/amount/{id}': [
      { note: 'items not a list', path: `/api/orders/refund/amount/${unknownOrder}`, body: { items: 'all' } },
      { note: 'negative quantity', path: `/api/orders/refund/amount/${unknownOrder}`, body: { items: [{ kkItemId: 1, quantity: -1 }] } },
      { note: 'unknown order', path: `/api/orders/refund/amount/${unknownOrder}`, body: {}, status: 404 },
    ],
    'POST /api/orders/returns': [
      { note: 'unknown status', body: { status: 'lost' } },
      { note: 'page 0', body: { pageNumber: 0 } },
      { note: 'page size 51', body: { pageSize: 51 } },
      { note: 'no token', body: {}, auth: 'none', status: 401 },
    ],
    'GET /api/orders/returns/{id}': refundIdPath((id) => `/api/orders/returns/${id}`),
    'GET /api/admin/refunds': [
      { note: 'unknown status', query: { status: 'lost' } },
      { note: 'page size 101', query: { pageSize: 101 } },
      { note: 'seller token', auth: 'seller', status: 403 },
    ],
    'GET /api/admin/refunds/{id}': refundIdPath((id) => `/api/admin/refunds/${id}`),
    'POST /api/admin/refunds/{id}/approve': [
      ...refundIdPath((id) => `/api/admin/refunds/${id}/approve`, { amount: 100 }),
      { note: 'no amount', path: '/api/admin/refunds/1/approve', body: {} },
      { note: 'amount 0', path: '/api/admin/refunds/1/approve', body: { amount: 0 } },
      { note: 'amount with decimals', path: '/api/admin/refunds/1/approve', body: { amount: 1.5 } },
    ],
    'POST /api/admin/refunds/{id}/reject': [
      ...refundIdPath((id) => `/api/admin/refunds/${id}/reject`, { reason: 'No.' }),
      { note: 'no reason', path: '/api/admin/refunds/1/reject', body: {}, message: 'Please enter the reason for the rejection.' },
      { note: 'blank reason', path: '/api/admin/refunds/1/reject', body: { reason: '   ' }, message: 'Please enter the reason for the rejection.' },
      { note: 'reason too long', path: '/api/admin/refunds/1/reject', body: { reason: 'x'.repeat(501) } },
    ],
  },
};
