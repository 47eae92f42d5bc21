import type { BadInputTable } from './case.ts';

const long = (n: number) => 'x'.repeat(n);
const notFound = { status: 404, message: 'Sorry, No Data Found' };

const followCases = [
  { note: 'no token', body: { influencer: 'alice' }, auth: 'none' as const, status: 401 },
  { note: 'operator token', body: { influencer: 'alice' }, auth: 'operator' as const, status: 403 },
  { note: 'empty body', body: {} },
  { note: 'blank influencer', body: { influencer: '  ' } },
  { note: 'influencer too long', body: { influencer: long(121) } },
  { note: 'influencer a number', body: { influencer: 7 } },
  { note: 'unknown influencer', body: { influencer: 'nobody-at-all' }, ...notFound },
];

export const contentBadInput: BadInputTable = {
  cases: {
    'GET /api/product/open/ad/ad': [
      { note: 'type 1', query: { type: 1 } },
      { note: 'type not a number', query: { type: 'x' } },
    ],
    'POST /api/product/open/discount/getDiscountList': [
      { note: 'type 4', body: { type: 4 } },
      { note: 'status 0', body: { status: 0 } },
      { note: 'sortType a word', body: { sortType: 'newest' } },
      { note: 'page size 61', body: { pageSize: 61 } },
      { note: 'page 0', body: { pageNumber: 0 } },
      { note: 'an array', body: [1] },
    ],
    'POST /api/product/open/discount/getDiscountProductList': [
      { note: 'no discountId', body: {} },
      { note: 'discountId a word', body: { discountId: 'abc' } },
      { note: 'discountId 0', body: { discountId: 0 } },
      { note: 'discountId beyond an integer', body: { discountId: 1e12 } },
      { note: 'unknown event', body: { discountId: 999_999 }, ...notFound },
    ],
    'GET /api/product/open/module/show': [
      { note: 'size 0', query: { size: 0 } },
      { note: 'size 25', query: { size: 25 } },
      { note: 'size a word', query: { size: 'all' } },
    ],
    'POST /api/product/open/module/products': [
      { note: 'neither type nor moduleId', body: {}, message: 'Please choose an option.' },
      { note: 'type 0', body: { type: 0 } },
      { note: 'moduleId negative', body: { moduleId: -1 } },
      { note: 'unknown album', body: { moduleId: 999_999 }, ...notFound },
      { note: 'page size 0', body: { type: 1, pageSize: 0 } },
    ],
    'POST /api/product/open/recommend/insList': [
      { note: 'unknown sort', body: { sortType: 'likes' } },
      { note: 'colour too long', body: { colour: long(61) } },
      { note: 'categoryId a word', body: { categoryId: 'dresses' } },
      { note: 'page size 0', body: { pageSize: 0 } },
    ],
    'GET /api/product/open/recommend/insInfo': [
      { note: 'no id', query: {} },
      { note: 'id a word', query: { id: 'abc' } },
      { note: 'id 0', query: { id: 0 } },
      { note: 'unknown post', query: { id: 999_999 }, ...notFound },
    ],
    'POST /api/product/recommend/follow': followCases,
    'DELETE /api/product/recommend/follow': followCases,
  },
  noInput: [
    'GET /api/product/open/productBanner',
    'GET /api/product/open/menu/menus',
    'GET /api/product/open/adBar',
    'GET /api/product/open/discount/banner',
    'GET /api/product/open/discount/config',
    'GET /api/product/open/discount/festivals',
    'GET /api/product/open/module/list',
    'GET /api/product/open/module/group',
    'GET /api/product/open/module/main/list',
    'GET /api/product/open/recommend/insTagMenu',
  ],
};
