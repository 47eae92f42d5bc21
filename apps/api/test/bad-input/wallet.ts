import type { BadInputTable } from './case.ts';

/** Payment management (top up, cards, consents, automatic payment): rows for bad-input.int.test.ts. */
const RULE = 'Please enter an amount between 0 and 9999999, two decimals allowed.';
const billing = (overrides: Record<string, string>) => ({ fullName: 'Ana Buyer', phoneNumber: '+1 2025550111', streetAddressLine1: '1 Main St', city: 'Austin', countryCode: 'US', zipCode: '73301', acceptTerms: 'true', ...overrides });
const idCases = (path: (id: string) => string, body?: unknown) => [
  { note: 'id not a number', path: path('abc'), body },
  { note: 'id 0', path: path('0'), body },
  { note: 'id beyond a safe integer', path: path('99999999999999999999'), body },
  { note: 'unknown record', path: path('1'), body, status: 404 },
  { note: 'no token', path: path('1'), body, auth: 'none' as const, status: 401 },
  { note: 'operator token', path: path('1'), body, auth: 'operator' as const, status: 403 },
];

export const walletBadInput: BadInputTable = {
  cases: {
    'POST /api/payment/recharge': [
      { note: 'empty body', body: {}, message: RULE },
      { note: 'zero', body: { amount: 0 }, message: RULE },
      { note: 'dollars with decimals', body: { amount: 10.5 }, message: RULE },
      { note: 'above $9,999,999', body: { amount: 999_999_901 }, message: RULE },
      { note: 'a string', body: { amount: '100' }, message: RULE },
      { note: 'no token', body: { amount: 100 }, auth: 'none', status: 401 },
    ],
    'GET /api/payment/cardgateway/customers/clientSecret': [
      { note: 'nothing', query: {} },
      { note: 'terms not accepted', query: billing({ acceptTerms: 'false' }), message: 'Please check the terms of service at the bottom' },
      { note: 'bad postal code', query: billing({ zipCode: 'ABC' }), message: 'Please enter a valid postal code' },
      { note: 'country of three letters', query: billing({ countryCode: 'USA' }) },
      { note: 'no token', query: billing({}), auth: 'none', status: 401 },
    ],
    'GET /api/payment/creditCards': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'operator token', auth: 'operator', status: 403 },
    ],
    'POST /api/payment/creditCards': [
      { note: 'empty body', body: {} },
      { note: 'session with symbols', body: { sessionId: '../x' } },
    ],
    'PUT /api/payment/creditCards': [
      { note: 'empty body', body: {} },
      { note: 'id a string', body: { id: 'x' } },
      { note: 'unknown card', body: { id: 1 }, status: 404 },
    ],
    'DELETE /api/payment/creditCards/{id}': idCases((id) => `/api/payment/creditCards/${id}`),
    'GET /api/payment/paymentConsents': [{ note: 'no token', auth: 'none', status: 401 }],
    'POST /api/payment/paymentConsents': [
      { note: 'empty body', body: {}, message: 'Please select the payment method' },
      { note: 'card consent without a card', body: { paymentMethod: 4 } },
      { note: 'method 1', body: { paymentMethod: 1 }, message: 'Please select the payment method' },
      { note: 'unknown card', body: { paymentMethod: 4, cardId: 1 }, status: 404 },
    ],
    'PUT /api/payment/paymentConsents/{id}/disable': idCases((id) => `/api/payment/paymentConsents/${id}/disable`),
    'PUT /api/payment/paymentConsents/{id}/sort': [
      ...idCases((id) => `/api/payment/paymentConsents/${id}/sort`, { sortOrder: 0 }),
      { note: 'negative place', path: '/api/payment/paymentConsents/1/sort', body: { sortOrder: -1 } },
      { note: 'no place', path: '/api/payment/paymentConsents/1/sort', body: {} },
    ],
    'GET /api/store/user/automaticPayment': [{ note: 'no token', auth: 'none', status: 401 }],
    'PUT /api/store/user/automaticPayment/{flag}': [
      { note: 'flag yes', path: '/api/store/user/automaticPayment/yes' },
      { note: 'flag 2', path: '/api/store/user/automaticPayment/2' },
      { note: 'no token', path: '/api/store/user/automaticPayment/1', auth: 'none', status: 401 },
    ],
  },
};
