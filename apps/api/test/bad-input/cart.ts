import type { BadInputTable } from './case.ts';

const ENTER_QTY = 'Please enter qty';
const line = (overrides: Record<string, unknown> = {}) => ({ warehouseCode: 'CN_S', skuCode: 'SKU-1', kkProductId: 'KK1', num: 1, ...overrides });
const many = (n: number) => Array.from({ length: n }, () => line());

const lineCases = (wrap: (value: unknown) => unknown) => [
  { note: 'unknown warehouse', body: wrap(line({ warehouseCode: 'CN' })) },
  { note: 'num 0', body: wrap(line({ num: 0 })), message: ENTER_QTY },
  { note: 'num a string', body: wrap(line({ num: '2' })), message: ENTER_QTY },
  { note: 'num with decimals', body: wrap(line({ num: 1.5 })), message: ENTER_QTY },
  { note: 'num above 9999', body: wrap(line({ num: 10_000 })), message: ENTER_QTY },
  { note: 'blank SKU code', body: wrap(line({ skuCode: '  ' })) },
  { note: 'SKU code too long', body: wrap(line({ skuCode: 'x'.repeat(61) })) },
  { note: 'no kkProductId', body: wrap({ warehouseCode: 'CN_S', skuCode: 'SKU-1', num: 1 }) },
];

export const cartBadInput: BadInputTable = {
  cases: {
    'POST /api/product/cart/list': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'garbage token', auth: 'garbage', status: 401 },
      { note: 'operator token', auth: 'operator', status: 403 },
    ],
    'GET /api/product/cart/count': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'operator token', auth: 'operator', status: 403 },
    ],
    'POST /api/product/cart/add': [
      { note: 'empty body', body: {} },
      { note: 'an array', body: [line()] },
      ...lineCases((value) => value),
      { note: 'unknown SKU', body: line(), status: 404, message: 'This product is not available.' },
      { note: 'no token', body: line(), auth: 'none', status: 401 },
    ],
    'POST /api/product/cart/addBatch': [
      { note: 'empty body', body: {} },
      { note: 'no lines', body: { cartParams: [] } },
      { note: 'too many lines', body: { cartParams: many(201) } },
      { note: 'lines not an array', body: { cartParams: line() } },
      ...lineCases((value) => ({ cartParams: [value] })),
      { note: 'no token', body: { cartParams: [line()] }, auth: 'none', status: 401 },
    ],
    'PUT /api/product/cart/num': [
      { note: 'empty body', body: {} },
      { note: 'num 0', body: { skuCode: 'SKU-1', warehouseCode: 'US', num: 0 }, message: ENTER_QTY },
      { note: 'num negative', body: { skuCode: 'SKU-1', warehouseCode: 'US', num: -3 }, message: ENTER_QTY },
      { note: 'num a string', body: { skuCode: 'SKU-1', warehouseCode: 'US', num: 'max' }, message: ENTER_QTY },
      { note: 'unknown warehouse', body: { skuCode: 'SKU-1', warehouseCode: 'FR', num: 1 } },
      { note: 'no SKU code', body: { warehouseCode: 'US', num: 1 } },
      { note: 'a line not in the cart', body: { skuCode: 'SKU-1', warehouseCode: 'US', num: 1 }, status: 404 },
      { note: 'no token', body: { skuCode: 'SKU-1', warehouseCode: 'US', num: 1 }, auth: 'none', status: 401 },
    ],
    'DELETE /api/product/cart/delete': [
      { note: 'no body' },
      { note: 'no ids', body: [] },
      { note: 'an object', body: { ids: [1] } },
      { note: 'ids as strings', body: ['1'] },
      { note: 'id 0', body: [0] },
      { note: 'id negative', body: [-1] },
      { note: 'id with decimals', body: [1.5] },
      { note: 'id beyond a safe integer', body: [2 ** 60] },
      { note: 'too many ids', body: Array.from({ length: 501 }, (_, i) => i + 1) },
      { note: 'ids that are not the caller\'s', body: [1], status: 404 },
      { note: 'no token', body: [1], auth: 'none', status: 401 },
    ],
    'POST /api/product/open/buildCartList': [
      { note: 'an object', body: { cartParams: [line()] } },
      { note: 'too many lines', body: many(201) },
      { note: 'a line that is a string', body: ['SKU-1'] },
      ...lineCases((value) => [value]),
    ],
  },
};
