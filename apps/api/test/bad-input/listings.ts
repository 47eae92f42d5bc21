import type { BadInputTable, Case } from './case.ts';

/** Listings (issue 15, spec 7.3 / 7.4): rows for bad-input.int.test.ts. */
const INVALID = 'This value is not valid.';
const NOT_FOUND = "Sorry, can't find~ Please search again";
const sellerOnly = (input: Pick<Case, 'body' | 'query'>): Case[] => [
  { note: 'no token', auth: 'none', status: 401, ...input },
  { note: 'garbage token', auth: 'garbage', status: 401, ...input },
  { note: 'operator token', auth: 'operator', status: 403, ...input },
];
const pricing = { base: 'suggestedPrice', multiplier: 1, profit: { kind: 'margin', percent: 30 }, includeShipping: true };
const variant = { skuId: 1, sku: 'SKU-1', priceCents: 1000, compareAtCents: null, quantity: 1 };
const draft = (fields: Record<string, unknown> = {}) => ({ storeId: 999_999, productId: 'KK1', title: 'Dress', descriptionHtml: '<p>x</p>', images: ['https://cdn.example/a.jpg'], variants: [variant], ...fields });
const draftCases = (extra: Record<string, unknown>): Case[] => [
  { note: 'empty body', body: {} },
  { note: 'an array', body: [draft(extra)] },
  { note: 'empty title', body: draft({ ...extra, title: ' ' }), message: 'Title cannot be empty' },
  { note: 'title too long', body: draft({ ...extra, title: 'x'.repeat(255) }), message: 'Input is too long' },
  { note: 'no description', body: draft({ ...extra, descriptionHtml: '' }), message: "Description can't be empty" },
  { note: 'description over 40000', body: draft({ ...extra, descriptionHtml: 'x'.repeat(40_001) }), message: 'The number of rich text words cannot exceed 40000' },
  { note: 'no picture', body: draft({ ...extra, images: [] }), message: 'Picture Cannot Be Empty' },
  { note: 'a GIF picture', body: draft({ ...extra, images: ['https://cdn.example/a.gif'] }), message: 'Only JPG, JPEG or PNG pictures can be listed' },
  { note: '251 pictures', body: draft({ ...extra, images: Array.from({ length: 251 }, (_, i) => `https://cdn.example/${i}.png`) }), message: 'You can only select up to 250 pictures' },
  { note: '11 tags', body: draft({ ...extra, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }), message: 'At most 10 tags' },
  { note: 'no variant', body: draft({ ...extra, variants: [] }), message: 'SKU Cannot Be Empty' },
  { note: 'variant without SKU', body: draft({ ...extra, variants: [{ ...variant, sku: '' }] }), message: 'SKU Cannot Be Empty' },
  { note: 'negative price', body: draft({ ...extra, variants: [{ ...variant, priceCents: -1 }] }), message: INVALID },
  { note: 'compare-at not above the price', body: draft({ ...extra, variants: [{ ...variant, compareAtCents: 1000 }] }), message: 'The compare at price must be higher than the suggested price' },
  { note: 'ship from without ship to and channel', body: draft({ ...extra, shipFrom: 'CN_S' }), message: "Shipping Method can't be empty" },
  { note: 'unknown warehouse', body: draft({ ...extra, shipFrom: 'XX', shipTo: 'US', channelCode: 'C' }), message: INVALID },
  { note: 'pricing of an unknown base', body: draft({ ...extra, pricing: { ...pricing, base: 'cost' } }), message: INVALID },
  { note: 'duplicate not a boolean', body: draft({ ...extra, duplicate: 'yes' }), message: INVALID },
  { note: 'attributes not a list', body: draft({ ...extra, productAttributes: { id: '100157' } }), message: INVALID },
  { note: 'attribute without a value', body: draft({ ...extra, productAttributes: [{ id: '100157', values: [] }] }), message: INVALID },
  { note: 'attribute value without a name', body: draft({ ...extra, productAttributes: [{ id: '100157', values: [{ id: '100157001' }] }] }), message: INVALID },
  { note: 'unknown store', body: draft(extra), status: 404 },
  ...sellerOnly({ body: draft(extra) }),
];
const idsCases = (extra: Record<string, unknown> = {}): Case[] => [
  { note: 'no ids', body: { ...extra }, message: INVALID },
  { note: 'empty ids', body: { ids: [], ...extra }, message: 'Please select a listing first' },
  { note: 'id not a number', body: { ids: ['x'], ...extra }, message: INVALID },
  { note: 'id 0', body: { ids: [0], ...extra }, message: INVALID },
  { note: 'unknown listing', body: { ids: [999_999], ...extra }, status: 404 },
  ...sellerOnly({ body: { ids: [1], ...extra } }),
];
const storeQuery: Case[] = [
  { note: 'no store id', message: INVALID },
  { note: 'store id not a number', query: { storeId: 'x' }, message: INVALID },
  { note: 'store id 0', query: { storeId: 0 }, message: INVALID },
  { note: 'unknown store', query: { storeId: 999_999 }, status: 404, message: NOT_FOUND },
  ...sellerOnly({ query: { storeId: 1 } }),
];

/** The calls every family has: the generic one (/api/listings) and each platform's. */
function family(base: string): Record<string, Case[]> {
  return {
    [`POST ${base}/listings`]: [
      { note: 'unknown tab', body: { tab: 'archived' }, message: INVALID },
      { note: 'unknown platform', body: { platformCode: 'ebay' }, message: "Please choose your store's platform at first" },
      { note: 'store ids not numbers', body: { storeIds: ['a'] }, message: INVALID },
      { note: 'search not a string', body: { searchContent: 5 }, message: INVALID },
      { note: 'page size 1000', body: { pageSize: 1000 }, message: INVALID },
      ...sellerOnly({ body: {} }),
    ],
    [`GET ${base}/listingDetail`]: [
      { note: 'no id', message: INVALID },
      { note: 'id not a number', query: { id: 'x' }, message: INVALID },
      { note: 'unknown listing', query: { id: 999_999 }, status: 404, message: NOT_FOUND },
      ...sellerOnly({ query: { id: 1 } }),
    ],
    [`POST ${base}/listing`]: draftCases({}),
    [`PUT ${base}/listing`]: [{ note: 'no id', body: draft(), message: INVALID }, ...draftCases({ id: 999_999 })],
    [`DELETE ${base}/listings`]: idsCases(),
    [`POST ${base}/syncListings`]: idsCases(),
    [`PUT ${base}/listingStatus`]: [{ note: 'active not a boolean', body: { ids: [1], active: 'no' }, message: INVALID }, ...idsCases({ active: false })],
  };
}

export const listingsBadInput: BadInputTable = {
  cases: {
    ...family('/api/listings'),
    ...family('/api/listings/shopify'),
    ...family('/api/listings/woocommerce'),
    ...family('/api/listings/tiktok-shop'),
    'POST /api/listings/common/productDetail': [
      { note: 'empty body', body: {}, message: 'Please select a store' },
      { note: 'no product', body: { storeId: 1 }, message: INVALID },
      { note: 'multiplier 0', body: { storeId: 1, productId: 'KK1', multiplier: 0 }, message: INVALID },
      { note: 'ship to only', body: { storeId: 1, productId: 'KK1', shipTo: 'US' }, message: "Shipping Method can't be empty" },
      { note: 'ship to not a country code', body: { storeId: 1, productId: 'KK1', shipFrom: 'CN_S', shipTo: 'usa', channelCode: 'C' }, message: INVALID },
      { note: 'unknown store', body: { storeId: 999_999, productId: 'KK1' }, status: 404 },
      ...sellerOnly({ body: { storeId: 1, productId: 'KK1' } }),
    ],
    'DELETE /api/listings/common/variant/delete': [
      { note: 'empty body', body: {}, message: INVALID },
      { note: 'variant id 0', body: { listingId: 1, variantId: 0 }, message: INVALID },
      { note: 'unknown listing', body: { listingId: 999_999, variantId: 1 }, status: 404 },
      ...sellerOnly({ body: { listingId: 1, variantId: 1 } }),
    ],
    'PUT /api/listings/common/batchUpdateListing': [
      { note: 'no pricing', body: { ids: [1] }, message: INVALID },
      { note: 'negative multiplier', body: { ids: [1], pricing: { ...pricing, multiplier: -1 } }, message: INVALID },
      { note: 'profit kind unknown', body: { ids: [1], pricing: { ...pricing, profit: { kind: 'bonus', cents: 1 } } } },
      ...idsCases({ pricing }),
    ],
    'GET /api/listings/collections': storeQuery,
    'GET /api/listings/syncCollections': storeQuery,
    'GET /api/listings/shopify/collections': storeQuery,
    'GET /api/listings/shopify/syncCollections': storeQuery,
    'GET /api/listings/woocommerce/categories': storeQuery,
    'GET /api/listings/woocommerce/syncCategory': storeQuery,
    'GET /api/listings/woocommerce/tags': storeQuery,
    'GET /api/listings/woocommerce/syncTag': storeQuery,
    'GET /api/listings/tiktok-shop/categories': storeQuery,
    'POST /api/listings/tiktok-shop/categoryId': [
      { note: 'no title', body: { storeId: 1 }, message: 'Title cannot be empty' },
      { note: 'title too long', body: { storeId: 1, title: 'x'.repeat(255) }, message: 'Input is too long' },
      { note: 'no store', body: { title: 'Dress' }, message: INVALID },
      { note: 'description not a string', body: { storeId: 1, title: 'Dress', description: 5 }, message: INVALID },
      { note: 'description over 40000', body: { storeId: 1, title: 'Dress', description: 'x'.repeat(40_001) }, message: 'The number of rich text words cannot exceed 40000' },
      { note: 'unknown store', body: { storeId: 999_999, title: 'Dress' }, status: 404 },
      ...sellerOnly({ body: { storeId: 1, title: 'Dress' } }),
    ],
    'POST /api/listings/tiktok-shop/warehouses': [
      { note: 'no store', body: {}, message: INVALID },
      { note: 'unknown store', body: { storeId: 999_999 }, status: 404 },
      ...sellerOnly({ body: { storeId: 1 } }),
    ],
    'GET /api/listings/tiktok-shop/attributes': [
      { note: 'no category', query: { storeId: 1 }, message: 'Please select a category' },
      { note: 'no store', query: { categoryId: '601226' }, message: INVALID },
      { note: 'unknown store', query: { storeId: 999_999, categoryId: '601226' }, status: 404 },
      ...sellerOnly({ query: { storeId: 1, categoryId: '601226' } }),
    ],
    'GET /api/listings/listingChannel': [
      { note: 'nothing', message: INVALID },
      { note: 'unknown warehouse', query: { productId: 'KK1', shipFrom: 'FR', shipTo: 'US' }, message: INVALID },
      { note: 'country lower case', query: { productId: 'KK1', shipFrom: 'CN_S', shipTo: 'us' }, message: INVALID },
      { note: 'unknown product', query: { productId: 'KK-NONE', shipFrom: 'CN_S', shipTo: 'US' }, status: 404 },
      ...sellerOnly({ query: { productId: 'KK1', shipFrom: 'CN_S', shipTo: 'US' } }),
    ],
    'GET /api/listings/productSizeContent': [
      { note: 'no product', message: INVALID },
      { note: 'product id too long', query: { productId: 'x'.repeat(65) }, message: INVALID },
      { note: 'unknown product', query: { productId: 'KK-NONE' }, status: 404 },
      ...sellerOnly({ query: { productId: 'KK1' } }),
    ],
    'POST /api/listings/common/skuNotExitListings': [
      { note: 'no listing', body: {}, message: INVALID },
      { note: 'listing id not a number', body: { listingId: 'x' }, message: INVALID },
      { note: 'unknown listing', body: { listingId: 999_999 }, status: 404 },
      ...sellerOnly({ body: { listingId: 1 } }),
    ],
    'POST /api/listings/common/getListingsRealTimeStatus': [
      { note: 'live not a boolean', body: { ids: [1], live: 'yes' }, message: INVALID },
      { note: '101 ids', body: { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, message: INVALID },
      { note: 'no ids', body: {}, message: INVALID },
      { note: 'empty ids', body: { ids: [] }, message: 'Please select a listing first' },
      ...sellerOnly({ body: { ids: [1] } }),
    ],
  },
};
