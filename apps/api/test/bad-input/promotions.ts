import type { BadInputTable } from './case.ts';

const template = { name: 'T', fixedType: 1, reduction: 100, useType: 1, applicableType: 1, usableStartTime: '2024-01-01T00:00:00Z', usableEndTime: '2099-01-01T00:00:00Z' };
const code = { code: 'X1', discountRule: 1, discountCondition: 1, satisfyNum: 1, discountPercent: 5, startTime: '2024-01-01T00:00:00Z', endTime: '2099-01-01T00:00:00Z' };

export const promotionsBadInput: BadInputTable = {
  cases: {
    'POST /api/product/open/coupon/couponCodeCheck': [
      { note: 'empty body', body: {} },
      { note: 'code with spaces inside', body: { couponCode: 'A B', productNum: 1, transactionAmount: 100, maxProductAmount: 100 } },
      { note: 'amount in dollars', body: { couponCode: 'SAVE5', productNum: 1, transactionAmount: 10.5, maxProductAmount: 1 } },
      { note: 'highest unit above the total', body: { couponCode: 'SAVE5', productNum: 1, transactionAmount: 100, maxProductAmount: 200 } },
      { note: 'unknown code', body: { couponCode: 'NOSUCH', productNum: 1, transactionAmount: 100, maxProductAmount: 100 }, status: 404, message: 'This promo code does not exist.' },
    ],
    'POST /api/product/userCouponTicketDetail': [
      { note: 'neither ticket nor code', body: {} },
      { note: 'ticket id a string', body: { userCouponTicketId: 'x' } },
      { note: 'unknown ticket', body: { userCouponTicketId: 1 }, status: 404 },
      { note: 'no token', body: { userCouponTicketId: 1 }, auth: 'none', status: 401 },
    ],
    'GET /api/product/userCouponTicketCollectionForm': [
      { note: 'status 4', query: { status: 4 } },
      { note: 'status a word', query: { status: 'used' } },
      { note: 'operator token', auth: 'operator', status: 403 },
    ],
    'GET /api/admin/promotions/coupons': [
      { note: 'status 2', query: { status: 2 } },
      { note: 'seller token', auth: 'seller', status: 403 },
    ],
    'POST /api/admin/promotions/coupons': [
      { note: 'empty body', body: {} },
      { note: 'percent over 99', body: { ...template, fixedType: 2, reduction: 150 } },
      { note: 'threshold missing for orders of $X+', body: { ...template, useType: 2 } },
      { note: 'end before start', body: { ...template, usableEndTime: '2023-01-01T00:00:00Z' } },
      { note: 'unknown product', body: { ...template, applicableType: 3, kkProductIds: ['NOPE'] }, message: 'No product has the id NOPE.' },
    ],
    'PUT /api/admin/promotions/coupons/{id}': [
      { note: 'id not a number', path: '/api/admin/promotions/coupons/abc', body: {} },
      { note: 'unknown id', path: '/api/admin/promotions/coupons/99999', body: { name: 'X' }, status: 404 },
      { note: 'reduction a string', path: '/api/admin/promotions/coupons/701', body: { reduction: '5' } },
    ],
    'POST /api/admin/promotions/coupons/{id}/withdraw': [
      { note: 'id 0', path: '/api/admin/promotions/coupons/0/withdraw' },
      { note: 'unknown id', path: '/api/admin/promotions/coupons/99999/withdraw', status: 404 },
    ],
    'POST /api/admin/promotions/coupons/{id}/issue': [
      { note: 'nobody named', path: '/api/admin/promotions/coupons/701/issue', body: {} },
      { note: 'bad e-mail', path: '/api/admin/promotions/coupons/701/issue', body: { emails: ['nope'] } },
      { note: 'unknown seller id', path: '/api/admin/promotions/coupons/701/issue', body: { userIds: [2_000_000_000] } },
    ],
    'GET /api/admin/promotions/promo-codes': [{ note: 'search too long', query: { search: 'x'.repeat(33) } }],
    'POST /api/admin/promotions/promo-codes': [
      { note: 'empty body', body: {} },
      { note: 'percent rule without percent', body: { ...code, discountPercent: undefined } },
      { note: 'count condition without count', body: { ...code, satisfyNum: undefined } },
      { note: 'code with a space', body: { ...code, code: 'A B' } },
      { note: 'code already used', body: { ...code, code: 'save5' }, status: 409 },
    ],
    'PUT /api/admin/promotions/promo-codes/{id}': [
      { note: 'id not a number', path: '/api/admin/promotions/promo-codes/x', body: {} },
      { note: 'unknown id', path: '/api/admin/promotions/promo-codes/99999', body: { usageLimit: 5 }, status: 404 },
      { note: 'rule 3 code', path: '/api/admin/promotions/promo-codes/801', body: { discountRule: 4 } },
    ],
    'POST /api/admin/promotions/promo-codes/{id}/disable': [{ note: 'unknown id', path: '/api/admin/promotions/promo-codes/99999/disable', status: 404 }],
  },
};
