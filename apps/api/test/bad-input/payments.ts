import type { BadInputTable } from './case.ts';

const transaction = (overrides: Record<string, unknown>) => ({ amount: 100, paymentMethod: 0, currencyCode: 'USD', paymentType: 0, kkOrderIds: ['KA-NONE'], ...overrides });
const payLaterApplication = (overrides: Record<string, unknown>) => ({ companyName: 'Ana Apparel', email: 'ana@example.com', phone: '+1 2025550111', country: 'US', requestedLimit: 1_000_000, ...overrides });
const idCases = (path: (id: string) => string) => [
  { note: 'id not a number', path: path('abc') },
  { note: 'id 0', path: path('0') },
  { note: 'id beyond a safe integer', path: path('99999999999999999999') },
  { note: 'unknown transaction', path: path('1'), status: 404 },
  { note: 'no token', path: path('1'), auth: 'none' as const, status: 401 },
  { note: 'operator token', path: path('1'), auth: 'operator' as const, status: 403 },
];

export const paymentsBadInput: BadInputTable = {
  cases: {
    'GET /api/payment/balance': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'garbage token', auth: 'garbage', status: 401 },
    ],
    'GET /api/payment/transactions': [
      { note: 'page 0', query: { pageNumber: 0 } },
      { note: 'page size 101', query: { pageSize: 101 } },
      { note: 'unknown type', query: { type: 'lottery' } },
      { note: 'unknown direction', query: { direction: 'sideways' } },
      { note: 'not a date', query: { startDate: '2024-13-01' } },
      { note: 'end before start', query: { startDate: '2024-05-02', endDate: '2024-05-01' } },
      { note: 'no token', auth: 'none', status: 401 },
    ],
    'POST /api/payment/transaction': [
      { note: 'empty body', body: {} },
      { note: 'negative amount', body: transaction({ amount: -1 }) },
      { note: 'amount with cents as decimals', body: transaction({ amount: 1.5 }) },
      { note: 'amount a string', body: transaction({ amount: '100' }) },
      { note: 'unknown method', body: transaction({ paymentMethod: 7 }), message: 'Please select the payment method' },
      { note: 'no method', body: transaction({ paymentMethod: undefined }), message: 'Please select the payment method' },
      { note: 'currency other than USD', body: transaction({ currencyCode: 'EUR' }) },
      { note: 'payment type 1', body: transaction({ paymentType: 1 }) },
      { note: 'no orders', body: transaction({ kkOrderIds: [] }) },
      { note: 'order id a number', body: transaction({ kkOrderIds: [5] }) },
      { note: '51 orders', body: transaction({ kkOrderIds: Array.from({ length: 51 }, (_, i) => `KA-${i}`) }) },
      { note: 'unknown order', body: transaction({}), status: 404 },
      { note: 'no token', body: transaction({}), auth: 'none', status: 401 },
    ],
    'GET /api/payment/transaction/{id}': idCases((id) => `/api/payment/transaction/${id}`),
    'GET /api/payment/transaction/{id}/status': idCases((id) => `/api/payment/transaction/${id}/status`),
    'POST /api/payment/balance/{id}': idCases((id) => `/api/payment/balance/${id}`),
    'POST /api/payment/cardgateway/onePage/signValue': [
      { note: 'empty body', body: {} },
      { note: 'id a string', body: { transactionId: '5' } },
      { note: 'id 0', body: { transactionId: 0 } },
      { note: 'unknown transaction', body: { transactionId: 1 }, status: 404 },
      { note: 'no token', body: { transactionId: 1 }, auth: 'none', status: 401 },
    ],
    'POST /api/payment/cardgateway/paymentIntent/{id}': idCases((id) => `/api/payment/cardgateway/paymentIntent/${id}`),
    'GET /api/payment/paylater/buyer/creditline': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'operator token', auth: 'operator', status: 403 },
    ],
    'POST /api/payment/paylater/buyer': [
      { note: 'empty body', body: {} },
      { note: 'not an e-mail', body: payLaterApplication({ email: 'ana' }) },
      { note: 'blank company', body: payLaterApplication({ companyName: '  ' }) },
      { note: 'phone with letters', body: payLaterApplication({ phone: 'call me' }) },
      { note: 'country of three letters', body: payLaterApplication({ country: 'USA' }) },
      { note: 'limit above $1,000,000', body: payLaterApplication({ requestedLimit: 100_000_001 }) },
      { note: 'limit in dollars with decimals', body: payLaterApplication({ requestedLimit: 2500.5 }) },
      { note: 'limit 0', body: payLaterApplication({ requestedLimit: 0 }) },
      { note: 'no token', body: payLaterApplication({}), auth: 'none', status: 401 },
    ],
    'POST /api/payment/paylater/checkout/{id}': idCases((id) => `/api/payment/paylater/checkout/${id}`),
    'POST /api/payment/open/paylater/webhook': [
      { note: 'no signature', rawBody: '{"webhook_id":"w1","topic":"order/confirmed"}', message: 'The signature of this notification is not valid.' },
      { note: 'not JSON', rawBody: 'hello' },
      { note: 'empty object', body: {} },
    ],
    'POST /api/payment/wallet/orders/{id}': idCases((id) => `/api/payment/wallet/orders/${id}`),
    'GET /api/payment/open/wallet/return': [
      { note: 'no token', query: {} },
      { note: 'token with symbols', query: { token: '<script>' } },
      { note: 'unknown order', query: { token: 'NOSUCHORDER' }, status: 404 },
    ],
    'POST /api/payment/payoneer/lists': [
      { note: 'empty body', body: {} },
      { note: 'id a string', body: { transactionId: 'abc' } },
      { note: 'id 0', body: { transactionId: 0 } },
      { note: 'id with decimals', body: { transactionId: 1.5 } },
      { note: 'unknown transaction', body: { transactionId: 1 }, status: 404 },
      { note: 'no token', body: { transactionId: 1 }, auth: 'none', status: 401 },
      { note: 'operator token', body: { transactionId: 1 }, auth: 'operator', status: 403 },
    ],
    'PUT /api/payment/payoneer/charge/{id}/callback': idCases((id) => `/api/payment/payoneer/charge/${id}/callback`),
    'POST /api/payment/open/payoneer/notification': [
      { note: 'no longId', body: {} },
      { note: 'longId with symbols', query: { longId: '<script>' } },
      { note: 'longId not a string', body: { longId: 5 } },
    ],
    'POST /api/payment/open/cardgateway/webhook': [
      { note: 'no signature', rawBody: '{"id":"evt_1","type":"checkout.session.completed"}', message: 'The signature of this notification is not valid.' },
      { note: 'not JSON', rawBody: 'hello' },
      { note: 'empty object', body: {} },
    ],
  },
};
