import type { BadInputTable, Case } from './case.ts';

/** Back office: catalogue, merchandising and logistics (/api/admin/catalogue/...). */

const long = (n: number) => 'x'.repeat(n);
const NONE = 999_999;
const roles: Case[] = [
  { note: 'no token', auth: 'none', status: 401 },
  { note: 'seller token', auth: 'seller', status: 403 },
];
const idCases = (path: string): Case[] => [
  { note: 'id not a number', path: path.replace('{id}', 'abc') },
  { note: 'id 0', path: path.replace('{id}', '0') },
  { note: 'unknown id', path: path.replace('{id}', String(NONE)), status: 404 },
];

const category = { name: 'Tops', categoryUrl: 'tops', parentId: null };
const product = { name: 'Linen Shirt', categoryId: NONE, weightGrams: 200 };
const sku = { colour: 'Navy', size: 'M', priceCents: 1000, originalPriceCents: 1500, weightGrams: 200 };
const event = { type: 1, name: 'Flash', startTime: '2030-01-01T00:00:00Z', endTime: '2030-01-02T00:00:00Z' };
const banner = { title: 'Sale', imageUrl: '/media/banners/sale.webp', linkUrl: '/mall' };
const popup = { mainImage: '/media/a.webp', iconImage: '/media/b.webp' };
const channel = { channelCode: 'CN-EXP', channelNameEn: 'China Express', warehouseCountry: 'CN', agingGrade: 'Express' };

export const adminCatalogueBadInput: BadInputTable = {
  cases: {
    // categories
    'GET /api/admin/catalogue/categories': roles,
    'POST /api/admin/catalogue/categories': [
      { note: 'empty body', body: {} },
      { note: 'no name', body: { ...category, name: ' ' }, message: 'Please fill in this field.' },
      { note: 'URL with spaces', body: { ...category, categoryUrl: 'summer tops' } },
      { note: 'parent not a number', body: { ...category, parentId: 'x' } },
      { note: 'unknown locale in names', body: { ...category, names: { xx: 'Hauts' } } },
      { note: 'image not an address', body: { ...category, imgUrl: 'javascript:alert(1)' } },
      { note: 'status 2', body: { ...category, status: 2 } },
      { note: 'unknown parent', body: { ...category, parentId: NONE } },
      ...roles.map((c) => ({ ...c, body: category })),
    ],
    'PUT /api/admin/catalogue/categories/{id}': [
      ...idCases('/api/admin/catalogue/categories/{id}').map((c) => ({ ...c, body: { name: 'Tops' } })),
      { note: 'name too long', path: `/api/admin/catalogue/categories/${NONE}`, body: { name: long(121) }, message: 'This text is too long.' },
      { note: 'sort not an integer', path: `/api/admin/catalogue/categories/${NONE}`, body: { sort: 1.5 } },
    ],
    'DELETE /api/admin/catalogue/categories/{id}': [...idCases('/api/admin/catalogue/categories/{id}'), { ...roles[1]!, path: `/api/admin/catalogue/categories/${NONE}` }],

    // products, SKUs, stock, prices
    'GET /api/admin/catalogue/products': [
      { note: 'page 0', query: { pageNumber: 0 } },
      { note: 'page size 61', query: { pageSize: 61 } },
      { note: 'status 2', query: { status: 2 } },
      { note: 'category not a number', query: { categoryId: 'x' } },
      { note: 'search too long', query: { search: long(121) } },
      ...roles,
    ],
    'POST /api/admin/catalogue/products': [
      { note: 'empty body', body: {} },
      { note: 'weight 0', body: { ...product, weightGrams: 0 } },
      { note: 'weight above 30 kg', body: { ...product, weightGrams: 30_001 } },
      { note: 'product type 4', body: { ...product, productType: 4 } },
      { note: 'status 2', body: { ...product, status: 2 } },
      { note: 'processing time in words', body: { ...product, processingTime: 'soon' } },
      { note: 'item no with spaces', body: { ...product, itemNo: 'A B' } },
      { note: 'image address without scheme', body: { ...product, images: [{ url: 'example.com/a.jpg' }] } },
      { note: 'pack of 0', body: { ...product, minOrderQuantity: 0 } },
      { note: 'unknown category', body: product },
    ],
    'GET /api/admin/catalogue/products/{id}': [...idCases('/api/admin/catalogue/products/{id}'), { ...roles[1]!, path: `/api/admin/catalogue/products/${NONE}` }],
    'PUT /api/admin/catalogue/products/{id}': [
      ...idCases('/api/admin/catalogue/products/{id}').map((c) => ({ ...c, body: { name: 'Shirt' } })),
      { note: 'empty name', path: `/api/admin/catalogue/products/${NONE}`, body: { name: '' }, message: 'Please fill in this field.' },
      { note: 'attributes not an object', path: `/api/admin/catalogue/products/${NONE}`, body: { attributes: 'linen' } },
    ],
    'POST /api/admin/catalogue/products/{id}/skus': [
      ...idCases('/api/admin/catalogue/products/{id}/skus').map((c) => ({ ...c, body: sku })),
      { note: 'negative price', path: `/api/admin/catalogue/products/${NONE}/skus`, body: { ...sku, priceCents: -1 } },
      { note: 'price in dollars with decimals', path: `/api/admin/catalogue/products/${NONE}/skus`, body: { ...sku, priceCents: 10.5 } },
      { note: 'colour hex not a colour', path: `/api/admin/catalogue/products/${NONE}/skus`, body: { ...sku, colourHex: 'navy' } },
      { note: 'negative stock', path: `/api/admin/catalogue/products/${NONE}/skus`, body: { ...sku, stock: { US: -1 } } },
      { note: 'unknown warehouse', path: `/api/admin/catalogue/products/${NONE}/skus`, body: { ...sku, stock: { FR: 5 } } },
    ],
    'PUT /api/admin/catalogue/skus/{id}': [
      ...idCases('/api/admin/catalogue/skus/{id}').map((c) => ({ ...c, body: { priceCents: 100 } })),
      { note: 'price a string', path: `/api/admin/catalogue/skus/${NONE}`, body: { priceCents: '1.00' } },
      { note: 'status 3', path: `/api/admin/catalogue/skus/${NONE}`, body: { status: 3 } },
    ],
    'PUT /api/admin/catalogue/products/{id}/stock': [
      ...idCases('/api/admin/catalogue/products/{id}/stock').map((c) => ({ ...c, body: { items: [{ skuId: 1, warehouseCode: 'US', stock: 1 }] } })),
      { note: 'negative stock', path: `/api/admin/catalogue/products/${NONE}/stock`, body: { items: [{ skuId: 1, warehouseCode: 'US', stock: -1 }] } },
      { note: 'unknown warehouse', path: `/api/admin/catalogue/products/${NONE}/stock`, body: { items: [{ skuId: 1, warehouseCode: 'CN', stock: 1 }] } },
      { note: 'no items', path: `/api/admin/catalogue/products/${NONE}/stock`, body: { items: [] } },
    ],
    'POST /api/admin/catalogue/products/{id}/price-change': [
      ...idCases('/api/admin/catalogue/products/{id}/price-change').map((c) => ({ ...c, body: { mode: 'percent', value: 10 } })),
      { note: 'unknown mode', path: `/api/admin/catalogue/products/${NONE}/price-change`, body: { mode: 'double', value: 10 } },
      { note: 'percent below -100', path: `/api/admin/catalogue/products/${NONE}/price-change`, body: { mode: 'percent', value: -101 } },
      { note: 'value with decimals', path: `/api/admin/catalogue/products/${NONE}/price-change`, body: { mode: 'fixed', value: 1.5 } },
    ],

    // CSV import
    'POST /api/admin/catalogue/products/import': [
      { note: 'no file', body: {}, message: 'The file is not a valid CSV file.' },
      { note: 'file as a text field', body: { file: 'itemNo,name' }, message: 'The file is not a valid CSV file.' },
      ...roles.map((c) => ({ ...c, body: {} })),
    ],
    // vocabularies' translations
    'GET /api/admin/catalogue/terms': [
      { note: 'unknown kind', query: { kind: 'flavour' } },
      { note: 'page 0', query: { pageNumber: 0 } },
      { note: 'search too long', query: { search: long(61) } },
      ...roles,
    ],
    'PUT /api/admin/catalogue/terms/{id}': [
      ...idCases('/api/admin/catalogue/terms/{id}').map((c) => ({ ...c, body: { names: { de: 'Rot' } } })),
      { note: 'no names', path: '/api/admin/catalogue/terms/1', body: {} },
      { note: 'unknown locale', path: '/api/admin/catalogue/terms/1', body: { names: { xx: 'Rot' } } },
      { note: 'translation too long', path: '/api/admin/catalogue/terms/1', body: { names: { de: long(256) } } },
      { note: 'names a list', path: '/api/admin/catalogue/terms/1', body: { names: ['Rot'] } },
      ...roles.map((c) => ({ ...c, path: '/api/admin/catalogue/terms/1', body: { names: { de: 'Rot' } } })),
    ],
    'GET /api/admin/catalogue/products/import-template': roles,

    // events
    'GET /api/admin/catalogue/events': [{ note: 'type 4', query: { type: 4 } }, { note: 'page size 0', query: { pageSize: 0 } }, ...roles],
    'POST /api/admin/catalogue/events': [
      { note: 'empty body', body: {} },
      { note: 'end before start', body: { ...event, endTime: '2029-12-31T00:00:00Z' }, message: 'Please enter a number greater than the start number!' },
      { note: 'time without zone', body: { ...event, startTime: '2030-01-01 00:00' } },
      { note: 'type 5', body: { ...event, type: 5 } },
      { note: 'banner not an address', body: { ...event, bannerUrl: 'banner.png' } },
    ],
    'PUT /api/admin/catalogue/events/{id}': [
      ...idCases('/api/admin/catalogue/events/{id}').map((c) => ({ ...c, body: { name: 'Flash' } })),
      { note: 'end before start', path: `/api/admin/catalogue/events/${NONE}`, body: { startTime: '2030-01-02T00:00:00Z', endTime: '2030-01-01T00:00:00Z' } },
    ],
    'GET /api/admin/catalogue/events/{id}/products': idCases('/api/admin/catalogue/events/{id}/products'),
    'PUT /api/admin/catalogue/events/{id}/products': [
      ...idCases('/api/admin/catalogue/events/{id}/products').map((c) => ({ ...c, body: { items: [{ productId: 1, discountPercent: 10 }] } })),
      { note: 'discount 0 %', path: `/api/admin/catalogue/events/${NONE}/products`, body: { items: [{ productId: 1, discountPercent: 0 }] } },
      { note: 'discount 100 %', path: `/api/admin/catalogue/events/${NONE}/products`, body: { items: [{ productId: 1, discountPercent: 100 }] } },
      { note: 'negative flash-sale stock', path: `/api/admin/catalogue/events/${NONE}/products`, body: { items: [{ productId: 1, discountPercent: 10, spikeTotalStock: -1 }] } },
      { note: 'no items', path: `/api/admin/catalogue/events/${NONE}/products`, body: { items: [] } },
    ],
    'DELETE /api/admin/catalogue/events/{id}/products/{productId}': [
      { note: 'event id not a number', path: '/api/admin/catalogue/events/abc/products/1' },
      { note: 'product id 0', path: `/api/admin/catalogue/events/${NONE}/products/0` },
      { note: 'not in the event', path: `/api/admin/catalogue/events/${NONE}/products/1`, status: 404 },
    ],

    // albums
    'GET /api/admin/catalogue/albums': roles,
    'POST /api/admin/catalogue/albums': [
      { note: 'empty body', body: {} },
      { note: 'type 0', body: { type: 0, name: 'New in' } },
      { note: 'name too long', body: { type: 1, name: long(121) } },
    ],
    'PUT /api/admin/catalogue/albums/{id}': [...idCases('/api/admin/catalogue/albums/{id}').map((c) => ({ ...c, body: { name: 'New in' } })), { note: 'status 5', path: `/api/admin/catalogue/albums/${NONE}`, body: { status: 5 } }],
    'DELETE /api/admin/catalogue/albums/{id}': idCases('/api/admin/catalogue/albums/{id}'),
    'GET /api/admin/catalogue/albums/{id}/products': idCases('/api/admin/catalogue/albums/{id}/products'),
    'PUT /api/admin/catalogue/albums/{id}/products': [
      ...idCases('/api/admin/catalogue/albums/{id}/products').map((c) => ({ ...c, body: { productIds: [] } })),
      { note: 'ids not numbers', path: `/api/admin/catalogue/albums/${NONE}/products`, body: { productIds: ['a'] } },
      { note: 'no list', path: `/api/admin/catalogue/albums/${NONE}/products`, body: {} },
    ],

    // banners
    'GET /api/admin/catalogue/banners': roles,
    'POST /api/admin/catalogue/banners': [
      { note: 'empty body', body: {} },
      { note: 'no image', body: { ...banner, imageUrl: '' } },
      { note: 'protocol-relative link', body: { ...banner, linkUrl: '//evil.example/x' } },
    ],
    'PUT /api/admin/catalogue/banners/order': [
      { note: 'no ids', body: { ids: [] } },
      { note: 'ids not numbers', body: { ids: ['x'] } },
      { note: 'unknown banner', body: { ids: [NONE] } },
    ],
    'PUT /api/admin/catalogue/banners/{id}': [...idCases('/api/admin/catalogue/banners/{id}').map((c) => ({ ...c, body: { title: 'Sale' } })), { note: 'empty title', path: `/api/admin/catalogue/banners/${NONE}`, body: { title: '' } }],
    'DELETE /api/admin/catalogue/banners/{id}': idCases('/api/admin/catalogue/banners/{id}'),

    // navigation
    'GET /api/admin/catalogue/navigation': roles,
    'POST /api/admin/catalogue/navigation': [
      { note: 'empty body', body: {} },
      { note: 'menu type 3', body: { name: 'Sale', menuType: 3 } },
      { note: 'unknown parent', body: { name: 'Sale', parentId: NONE } },
      { note: 'link not an address', body: { name: 'Sale', linkUrl: 'sale page' } },
    ],
    'PUT /api/admin/catalogue/navigation/{id}': [...idCases('/api/admin/catalogue/navigation/{id}').map((c) => ({ ...c, body: { name: 'Sale' } })), { note: 'status 2', path: `/api/admin/catalogue/navigation/${NONE}`, body: { status: 2 } }],
    'DELETE /api/admin/catalogue/navigation/{id}': idCases('/api/admin/catalogue/navigation/{id}'),

    // ad bar and popups
    'GET /api/admin/catalogue/ad-bar': roles,
    'PUT /api/admin/catalogue/ad-bar': [
      { note: 'colour in words', body: { beforeBackgroundColor: 'red' } },
      { note: 'image not an address', body: { beforeLoginImg: 'bar.png' } },
      { note: 'an array', body: [] },
    ],
    'GET /api/admin/catalogue/ad-popups': roles,
    'POST /api/admin/catalogue/ad-popups': [
      { note: 'empty body', body: {} },
      { note: 'audience 4', body: { ...popup, acceptType: 4 } },
      { note: 'page type 1', body: { ...popup, displayPageType: 1 } },
      { note: 'delay of an hour', body: { ...popup, delayTime: 3600 } },
      { note: 'countdown not a time', body: { ...popup, countdownEndTime: 'tomorrow' } },
    ],
    'PUT /api/admin/catalogue/ad-popups/{id}': [...idCases('/api/admin/catalogue/ad-popups/{id}').map((c) => ({ ...c, body: { status: 0 } })), { note: 'negative delay', path: `/api/admin/catalogue/ad-popups/${NONE}`, body: { delayTime: -1 } }],
    'DELETE /api/admin/catalogue/ad-popups/{id}': idCases('/api/admin/catalogue/ad-popups/{id}'),

    // logistics
    'GET /api/admin/catalogue/shipping/channels': roles,
    'POST /api/admin/catalogue/shipping/channels': [
      { note: 'empty body', body: {} },
      { note: 'unknown grade', body: { ...channel, agingGrade: 'Teleport' } },
      { note: 'warehouse code instead of country', body: { ...channel, warehouseCountry: 'CN_S' } },
      { note: 'code with spaces', body: { ...channel, channelCode: 'CN EXP' } },
      { note: 'extra days inverted', body: { ...channel, extraMinDays: 3, extraMaxDays: 1 }, message: 'Please enter a number greater than the start number!' },
    ],
    'PUT /api/admin/catalogue/shipping/channels/{id}': [...idCases('/api/admin/catalogue/shipping/channels/{id}').map((c) => ({ ...c, body: { status: 0 } })), { note: 'extra days above 60', path: `/api/admin/catalogue/shipping/channels/${NONE}`, body: { extraMaxDays: 61 } }],
    'GET /api/admin/catalogue/shipping/channels/{id}/rates': [...idCases('/api/admin/catalogue/shipping/channels/{id}/rates'), { ...roles[1]!, path: `/api/admin/catalogue/shipping/channels/${NONE}/rates` }],
    'PUT /api/admin/catalogue/shipping/channels/{id}/rates/{code}': [
      { note: 'channel id not a number', path: '/api/admin/catalogue/shipping/channels/abc/rates/Z1', body: { brackets: [] } },
      { note: 'zone code with spaces', path: `/api/admin/catalogue/shipping/channels/${NONE}/rates/a%20b`, body: { brackets: [] } },
      { note: 'weight 0', path: `/api/admin/catalogue/shipping/channels/${NONE}/rates/Z1`, body: { brackets: [{ maxWeightGrams: 0, priceCents: 100 }] } },
      { note: 'negative price', path: `/api/admin/catalogue/shipping/channels/${NONE}/rates/Z1`, body: { brackets: [{ maxWeightGrams: 500, priceCents: -1 }] } },
      { note: 'the same weight twice', path: `/api/admin/catalogue/shipping/channels/${NONE}/rates/Z1`, body: { brackets: [{ maxWeightGrams: 500, priceCents: 1 }, { maxWeightGrams: 500, priceCents: 2 }] } },
      { note: 'unknown channel', path: `/api/admin/catalogue/shipping/channels/${NONE}/rates/Z1`, body: { brackets: [] }, status: 404 },
    ],
    'GET /api/admin/catalogue/shipping/zones': roles,
  },
};
