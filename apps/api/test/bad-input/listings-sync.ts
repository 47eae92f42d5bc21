import type { BadInputTable, Case } from './case.ts';

/** Batch list-to-store and price approval (listings-sync, decision 0025): rows for bad-input.int.test.ts. */
const INVALID = 'This value is not valid.';
const sellerOnly = (body: unknown): Case[] => [
  { note: 'no token', auth: 'none', status: 401, body },
  { note: 'garbage token', auth: 'garbage', status: 401, body },
  { note: 'operator token', auth: 'operator', status: 403, body },
];
const batch = { platform: 'shopify', storeId: 999_999, productIds: ['KK1'] };
const page: Case[] = [
  { note: 'page 0', body: { pageNumber: 0 }, message: INVALID },
  { note: 'page size 101', body: { pageSize: 101 }, message: INVALID },
  { note: 'page not a number', body: { pageNumber: 'x' }, message: INVALID },
  { note: 'not JSON', rawBody: '{oops' },
];

export const listingsSyncBadInput: BadInputTable = {
  cases: {
    'POST /api/listings/loadPublishRecord': [
      { note: 'empty body', body: {}, message: 'Please select a platform' },
      { note: 'no store', body: { ...batch, storeId: undefined }, message: 'Please select a store' },
      { note: 'store not a number', body: { ...batch, storeId: 'x' }, message: 'Please select a store' },
      { note: 'unknown platform', body: { ...batch, platform: 'ebay' } },
      { note: 'no products', body: { ...batch, productIds: [] }, message: 'Please select product first' },
      { note: '101 products', body: { ...batch, productIds: Array.from({ length: 101 }, (_, i) => `KK${i}`) }, message: 'At most 100 products can be listed in one batch' },
      { note: 'multiplier 0', body: { ...batch, multiplier: 0 }, message: INVALID },
      { note: 'negative shipping', body: { ...batch, shippingCents: -1 }, message: INVALID },
      { note: 'unknown choice for listed items', body: { ...batch, existing: 'merge' }, message: INVALID },
      { note: 'eleven tags', body: { ...batch, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) } },
      { note: 'attribute without a value', body: { ...batch, productAttributes: [{ id: '100157', values: [] }] }, message: INVALID },
      { note: 'another seller’s or unknown store', body: batch, message: 'Please select a store' },
      { note: 'not JSON', rawBody: '{oops' },
      ...sellerOnly(batch),
    ],
    'POST /api/listings/getLoadPublishRecordList': [...page, { note: 'unknown status', body: { status: 'done' }, message: INVALID }, ...sellerOnly({})],
    'POST /api/listings/getLoadPublishQueueList': [
      ...page,
      { note: 'batch id 0', body: { batchId: 0 }, message: INVALID },
      { note: 'unknown batch', body: { batchId: 999_999 }, status: 404 },
      ...sellerOnly({}),
    ],
    'POST /api/listings/pendingPrices': sellerOnly(undefined),
    'POST /api/listings/approvePrices': [
      { note: 'no ids', body: {}, message: INVALID },
      { note: 'empty ids', body: { ids: [] }, message: 'Please select a listing first' },
      { note: 'id not a number', body: { ids: ['x'] }, message: INVALID },
      { note: 'unknown listing', body: { ids: [999_999] }, status: 404 },
      ...sellerOnly({ ids: [1] }),
    ],
  },
};
