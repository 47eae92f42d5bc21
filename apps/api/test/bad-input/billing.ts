import type { BadInputTable, Case } from './case.ts';

/** Credit bills (/billing) and the finance back office (decision 0014): rows for bad-input.int.test.ts. */
const INVALID = 'This value is not valid.';
const METHOD = 'Please select the payment method';
/** A numeric path parameter: malformed is 400, unknown 404; `who` is the kind of token the call is for. */
const idCases = (path: (id: string) => string, who: 'seller' | 'operator', body?: unknown): Case[] => [
  { note: 'id not a number', path: path('abc'), body, message: INVALID },
  { note: 'id 0', path: path('0'), body, message: INVALID },
  { note: 'id with decimals', path: path('1.5'), body, message: INVALID },
  { note: 'id beyond a safe integer', path: path('99999999999999999999'), body, message: INVALID },
  { note: 'unknown id', path: path('1'), body, status: 404, message: 'Sorry, No Data Found' },
  { note: 'no token', path: path('1'), body, auth: 'none', status: 401 },
  { note: `${who === 'seller' ? 'operator' : 'seller'} token`, path: path('1'), body, auth: who === 'seller' ? 'operator' : 'seller', status: 403 },
];
const paging = (send: (value: Record<string, unknown>) => Pick<Case, 'body' | 'query'>): Case[] => [
  { note: 'page 0', ...send({ pageNumber: 0 }), message: INVALID },
  { note: 'page 10001', ...send({ pageNumber: 10_001 }), message: INVALID },
  { note: 'page size 101', ...send({ pageSize: 101 }), message: INVALID },
];

export const billingBadInput: BadInputTable = {
  cases: {
    'GET /api/admin/finance/pay-later': [
      ...paging((query) => ({ query: query as Record<string, number> })),
      { note: 'page not a number', query: { pageNumber: 'one' }, message: INVALID },
      { note: 'unknown status', query: { status: 'rich' }, message: INVALID },
      { note: 'search too long', query: { search: 'x'.repeat(121) }, message: INVALID },
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'seller token', auth: 'seller', status: 403 },
    ],
    'POST /api/admin/finance/pay-later/{userId}/refresh': idCases((id) => `/api/admin/finance/pay-later/${id}/refresh`, 'operator'),
    'GET /api/admin/finance/bills': [
      ...paging((query) => ({ query: query as Record<string, number> })),
      { note: 'unknown status', query: { status: 'overdue' }, message: INVALID },
      { note: 'seller id not a number', query: { userId: 'me' }, message: INVALID },
      { note: 'seller id 0', query: { userId: 0 }, message: INVALID },
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'seller token', auth: 'seller', status: 403 },
    ],
    'POST /api/admin/finance/statements': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'garbage token', auth: 'garbage', status: 401 },
      { note: 'seller token', auth: 'seller', status: 403 },
    ],
    'GET /api/payment/bill/credit': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'garbage token', auth: 'garbage', status: 401 },
      { note: 'operator token', auth: 'operator', status: 403 },
    ],
    'POST /api/payment/bill/getBilleds': [
      ...paging((body) => ({ body })),
      { note: 'page a string', body: { pageNumber: '1' }, message: INVALID },
      { note: 'unknown status', body: { status: 'overdue' }, message: INVALID },
      { note: 'an array', body: [1] },
      { note: 'no token', body: {}, auth: 'none', status: 401 },
      { note: 'operator token', body: {}, auth: 'operator', status: 403 },
    ],
    'GET /api/payment/bill/statement/{id}': idCases((id) => `/api/payment/bill/statement/${id}`, 'seller'),
    'GET /api/payment/bill/billedDetail/{id}': idCases((id) => `/api/payment/bill/billedDetail/${id}`, 'seller'),
    'POST /api/payment/bill/getBills': [
      ...paging((body) => ({ body })),
      { note: 'page size a string', body: { pageSize: '10' }, message: INVALID },
      { note: 'no token', body: {}, auth: 'none', status: 401 },
      { note: 'operator token', body: {}, auth: 'operator', status: 403 },
    ],
    'POST /api/payment/bill/{id}/pay': [
      ...idCases((id) => `/api/payment/bill/${id}/pay`, 'seller', { paymentMethod: 0 }),
      { note: 'empty body', path: '/api/payment/bill/1/pay', body: {}, message: METHOD },
      { note: 'method a string', path: '/api/payment/bill/1/pay', body: { paymentMethod: '0' }, message: METHOD },
      { note: 'wallet (2)', path: '/api/payment/bill/1/pay', body: { paymentMethod: 2 }, message: METHOD },
      { note: 'pay-later (8)', path: '/api/payment/bill/1/pay', body: { paymentMethod: 8 }, message: METHOD },
      { note: 'method with decimals', path: '/api/payment/bill/1/pay', body: { paymentMethod: 0.5 }, message: METHOD },
      { note: 'unknown bill by card', path: '/api/payment/bill/1/pay', body: { paymentMethod: 4 }, status: 404 },
    ],
  },
};
