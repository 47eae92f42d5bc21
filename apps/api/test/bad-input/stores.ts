import type { BadInputTable, Case } from './case.ts';

/** Stores (decision 0019): rows for bad-input.int.test.ts. */
const INVALID = 'This value is not valid.';
const PLATFORM = "Please choose your store's platform at first";
const sellerOnly: Case[] = [
  { note: 'no token', auth: 'none', status: 401 },
  { note: 'garbage token', auth: 'garbage', status: 401 },
  { note: 'operator token', auth: 'operator', status: 403 },
];
const idPath = (path: (id: string) => string, body?: unknown): Case[] => [
  { note: 'id not a number', path: path('abc'), body, message: INVALID },
  { note: 'id 0', path: path('0'), body, message: INVALID },
  { note: 'id with decimals', path: path('1.5'), body, message: INVALID },
  { note: 'id beyond a safe integer', path: path('99999999999999999999'), body, message: INVALID },
  { note: 'unknown store', path: path('999999'), body, status: 404 },
  { note: 'no token', path: path('1'), body, auth: 'none', status: 401 },
  { note: 'operator token', path: path('1'), body, auth: 'operator', status: 403 },
];
const storeIdQuery: Case[] = [
  { note: 'no store id', message: INVALID },
  { note: 'store id not a number', query: { storeId: 'x' }, message: INVALID },
  { note: 'store id 0', query: { storeId: 0 }, message: INVALID },
  { note: 'unknown store', query: { storeId: 999_999 }, status: 404 },
  ...sellerOnly.map((c) => ({ ...c, query: { storeId: 1 } })),
];
const settings = {
  storeId: 999_999,
  taxable: false,
  defaultCountry: 'US',
  unavailableRule: 'zeroInventory',
  autoUpdateInventory: true,
  syncFields: { title: false, description: false, sizeChart: false, variants: false, images: false },
  currency: 'USD',
  priceRule: { base: 'suggestedPrice', multiplier: 1, profit: { kind: 'margin', percent: 30 }, includeShipping: true },
  compareAtPriceRule: { base: 'suggestedPrice', multiplier: 1.5, profit: { kind: 'profit', cents: 500 }, includeShipping: true },
  autoUploadTracking: true,
  autoPurchase: false,
  defaultShippingMethod: 'original',
};
const bind = { platform: 'woocommerce', storeName: 'My store', storeUrl: 'https://shop.example.com', consumerKey: 'ck_x', consumerSecret: 'cs_x' };
const tokenBind = (fields: Record<string, unknown>) => ({ platform: 'PD', storeName: 'My mall', region: 'us', accessToken: 'upl_x', ...fields });
const webhook = (path: string): Case[] => [
  { note: 'no signature', path, rawBody: '{"id":1}' },
  { note: 'wrong signature', path, rawBody: '{"id":1}', status: 401 },
];

export const storesBadInput: BadInputTable = {
  cases: {
    'GET /api/store/allPlatform': sellerOnly,
    'GET /api/store/storeList': sellerOnly,
    'GET /api/store/userPlatform': sellerOnly,
    'GET /api/listings/publications': sellerOnly,
    'POST /api/store/allStore': [
      { note: 'unknown platform', body: { platform: 'ebay' }, message: PLATFORM },
      { note: 'platform a number', body: { platform: 3 }, message: PLATFORM },
      { note: 'enabledOnly a string', body: { enabledOnly: 'yes' }, message: INVALID },
      { note: 'an array', body: ['shopify'] },
      ...sellerOnly.map((c) => ({ ...c, body: {} })),
    ],
    'GET /api/store/storeSelect': [{ note: 'unknown platform code', query: { platformCode: 'XX' }, message: PLATFORM }, ...sellerOnly],
    'GET /api/store/storeCurrency': storeIdQuery,
    'GET /api/listings/storeSetting': storeIdQuery,
    'POST /api/store/{platform}/newStore': [
      { note: 'unknown platform', path: '/api/store/ebay/newStore', body: { storeName: 'x', storeUrl: 'shop' }, message: PLATFORM },
      { note: 'no store name', path: '/api/store/shopify/newStore', body: { storeName: ' ', storeUrl: 'shop' }, message: 'Please enter the store name' },
      { note: 'no store URL', path: '/api/store/shopify/newStore', body: { storeName: 'x' }, message: 'Please enter the store URL or default domain' },
      { note: 'default domain ending with -', path: '/api/store/shopify/newStore', body: { storeName: 'x', storeUrl: 'shop-' } },
      { note: 'not a Shopify domain', path: '/api/store/shopify/newStore', body: { storeName: 'x', storeUrl: 'shop.example.com' } },
      { note: 'store name too long', path: '/api/store/shopify/newStore', body: { storeName: 'x'.repeat(121), storeUrl: 'shop' }, message: 'This text is too long.' },
      { note: 'TikTok Shop region unknown', path: '/api/store/tiktok-shop/newStore', body: { storeName: 'x', storeUrl: 'Atlantis' }, message: "Please choose the store's region" },
      { note: 'Temu region unknown', path: '/api/store/PD/newStore', body: { storeName: 'x', storeUrl: 'https://temu.com' }, message: "Please choose the store's region" },
      { note: 'WooCommerce URL not http(s)', path: '/api/store/woocommerce/newStore', body: { storeName: 'x', storeUrl: 'ftp://shop.example.com' } },
      { note: 'no token', path: '/api/store/shopify/newStore', body: { storeName: 'x', storeUrl: 'shop' }, auth: 'none', status: 401 },
      { note: 'operator token', path: '/api/store/shopify/newStore', body: { storeName: 'x', storeUrl: 'shop' }, auth: 'operator', status: 403 },
    ],
    'POST /api/store/authCallback/{platform}': [
      { note: 'unknown platform', path: '/api/store/authCallback/ebay', body: { params: {} }, message: PLATFORM },
      { note: 'no params', path: '/api/store/authCallback/shopify', body: {} },
      { note: 'params not strings', path: '/api/store/authCallback/shopify', body: { params: { code: 1 } } },
      { note: 'no state or code', path: '/api/store/authCallback/shopify', body: { params: { shop: 'x.myshopify.com' } } },
      { note: 'unsigned', path: '/api/store/authCallback/shopify', body: { params: { code: 'c', state: 's', shop: 'x.myshopify.com', timestamp: '1' } } },
      { note: 'no token', path: '/api/store/authCallback/shopify', body: { params: {} }, auth: 'none', status: 401 },
    ],
    'POST /api/store/storeBind': [
      { note: 'empty body', body: {}, message: PLATFORM },
      { note: 'no platform', body: { ...bind, platform: undefined }, message: PLATFORM },
      { note: 'no consumer key', body: { ...bind, consumerKey: '' }, message: 'Please enter the Consumer Key' },
      { note: 'no consumer secret', body: { ...bind, consumerSecret: undefined }, message: 'Please enter the Consumer Secret' },
      { note: 'store URL not a URL', body: { ...bind, storeUrl: 'not a url' } },
      { note: 'Shopify by keys', body: { ...bind, platform: 'shopify' } },
      ...sellerOnly.map((c) => ({ ...c, body: bind })),
    ],
    'POST /api/store/tokenBind': [
      { note: 'empty body', body: {}, message: PLATFORM },
      { note: 'no access token', body: tokenBind({ accessToken: undefined }), message: 'Please enter the Access Token' },
      { note: 'blank access token', body: tokenBind({ accessToken: '   ' }), message: 'Please enter the Access Token' },
      { note: 'access token a number', body: tokenBind({ accessToken: 12345 }), message: 'Please enter the Access Token' },
      { note: 'access token too long', body: tokenBind({ accessToken: 'a'.repeat(513) }), message: 'This text is too long.' },
      { note: 'no region', body: tokenBind({ region: undefined }), message: "Please choose the store's region" },
      { note: 'unknown region', body: tokenBind({ region: 'moon' }), message: "Please choose the store's region" },
      { note: 'a platform without tokens', body: tokenBind({ platform: 'shopify' }), message: 'This platform cannot be connected yet.' },
      { note: 'no store name', body: tokenBind({ storeName: '' }), message: 'Please enter the store name' },
      ...sellerOnly.map((c) => ({ ...c, body: tokenBind({}) })),
    ],
    'GET /api/store/reauthorize/{id}': idPath((id) => `/api/store/reauthorize/${id}`),
    'DELETE /api/store/store/{id}': idPath((id) => `/api/store/store/${id}`),
    'GET /api/store/storeSettingDetail/{id}': idPath((id) => `/api/store/storeSettingDetail/${id}`),
    'PUT /api/store/storeStatus': [
      { note: 'empty body', body: {} },
      { note: 'enabled a number', body: { storeId: 1, enabled: 1 }, message: INVALID },
      { note: 'store id a word', body: { storeId: 'one', enabled: true }, message: INVALID },
      { note: 'unknown store', body: { storeId: 999_999, enabled: true }, status: 404 },
      ...sellerOnly.map((c) => ({ ...c, body: { storeId: 1, enabled: true } })),
    ],
    'POST /api/store/storeSetting': [
      { note: 'empty body', body: {} },
      { note: 'unknown shipping method', body: { ...settings, defaultShippingMethod: 'Overnight' }, message: INVALID },
      { note: 'multiplier 0', body: { ...settings, priceRule: { ...settings.priceRule, multiplier: 0 } }, message: INVALID },
      { note: 'multiplier a string', body: { ...settings, priceRule: { ...settings.priceRule, multiplier: '2' } }, message: INVALID },
      { note: 'profit in fractions of a cent', body: { ...settings, priceRule: { ...settings.priceRule, profit: { kind: 'profit', cents: 1.5 } } }, message: INVALID },
      { note: 'unknown profit kind', body: { ...settings, priceRule: { ...settings.priceRule, profit: { kind: 'markup', percent: 5 } } } },
      { note: 'country of three letters', body: { ...settings, defaultCountry: 'USA' } },
      { note: 'currency lower case', body: { ...settings, currency: 'usd' }, message: INVALID },
      { note: 'sync fields missing one', body: { ...settings, syncFields: { title: true } }, message: INVALID },
      { note: 'unknown unavailable rule', body: { ...settings, unavailableRule: 'delete' }, message: INVALID },
      { note: 'unknown store', body: settings, status: 404 },
      ...sellerOnly.map((c) => ({ ...c, body: settings })),
    ],
    'POST /api/store/open/webhooks/shopify': webhook('/api/store/open/webhooks/shopify').map((c) => ({ ...c, status: 401 })),
    'POST /api/store/open/webhooks/woocommerce': webhook('/api/store/open/webhooks/woocommerce').map((c) => ({ ...c, status: 401 })),
    'POST /api/store/open/tiktok-shop/webhook': [...webhook('/api/store/open/tiktok-shop/webhook'), { note: 'not JSON, unsigned', path: '/api/store/open/tiktok-shop/webhook', rawBody: '{oops' }].map((c) => ({ ...c, status: 401 })),
    'POST /api/v1/store/open/{plugin}/auth': [
      { note: 'unknown plugin', path: '/api/v1/store/open/magento/auth', body: { user_id: 'x', consumer_key: 'ck', consumer_secret: 'cs' }, status: 404 },
      { note: 'empty body', path: '/api/v1/store/open/woocommerce/auth', body: {} },
      { note: 'not JSON', path: '/api/v1/store/open/woocommerce/auth', rawBody: '{oops' },
      { note: 'no pending authorization', path: '/api/v1/store/open/woocommerce/auth', body: { key_id: 1, user_id: 'nobody', consumer_key: 'ck', consumer_secret: 'cs', key_permissions: 'read_write' } },
    ],
    'GET /api/admin/stores': [
      { note: 'seller id not a number', query: { userId: 'me' }, message: INVALID },
      { note: 'seller id 0', query: { userId: 0 }, message: INVALID },
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'seller token', auth: 'seller', status: 403 },
    ],
    'POST /api/admin/stores/{id}/disconnect': [
      { note: 'id not a number', path: '/api/admin/stores/abc/disconnect', message: INVALID },
      { note: 'unknown store', path: '/api/admin/stores/999999/disconnect', status: 404 },
      { note: 'no token', path: '/api/admin/stores/1/disconnect', auth: 'none', status: 401 },
      { note: 'seller token', path: '/api/admin/stores/1/disconnect', auth: 'seller', status: 403 },
    ],
  },
};
