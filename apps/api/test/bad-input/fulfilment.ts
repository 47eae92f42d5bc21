import type { BadInputTable, Case } from './case.ts';

/** Parcels, tracking and the seller's own fulfilment; the back office's shipping (spec 7, 8): rows for bad-input.int.test.ts. */
const unknownOrder = 'KK26010199999999';
const INVALID = 'This value is not valid.';
const TOO_LONG = 'This text is too long.';
const ORDER_REQUIRED = "kkOrderId can't be empty";
const TRACKING_REQUIRED = "Tracking Number can't be empty";
const CARRIER_REQUIRED = "shipping carrier can't be empty";
const NOTHING_TO_SHIP = 'Choose at least one line and a quantity to ship.';
const BAD_SIGNATURE = 'The signature of this notification is not valid.';

const fulfil = (overrides: Record<string, unknown>) => ({ kkOrderId: unknownOrder, store: 'My Shop', storeOrderId: '#1001', trackingNumber: '9400111899223', shippingCarrier: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction', ...overrides });
const ship = (overrides: Record<string, unknown>) => ({ kkOrderId: unknownOrder, lines: [{ kkItemId: 1, quantity: 1 }], firstCarrier: 'YunExpress', trackingNumber: 'YT2400000000001', ...overrides });
const push = JSON.stringify({ event: 'TRACKING_UPDATED', data: { number: 'YT2400000000001', carrier: 190008, tag: `${unknownOrder}-P1`, track_info: {} } });
const queueCases = (): Case[] => [
  { note: 'unknown warehouse', query: { warehouseCode: 'MARS' }, message: INVALID },
  { note: 'lower-case warehouse', query: { warehouseCode: 'us' }, message: INVALID },
  { note: 'search too long', query: { search: 'x'.repeat(61) }, message: TOO_LONG },
  { note: 'page 0', query: { pageNumber: 0 }, message: INVALID },
  { note: 'page not a number', query: { pageNumber: 'two' }, message: INVALID },
  { note: 'page size 101', query: { pageSize: 101 }, message: INVALID },
  { note: 'no token', auth: 'none', status: 401 },
  { note: 'seller token', auth: 'seller', status: 403 },
];

export const fulfilmentBadInput: BadInputTable = {
  cases: {
    'POST /api/orders/logisticsTrackInfo': [
      { note: 'empty body', body: {}, message: ORDER_REQUIRED },
      { note: 'blank order', body: { kkOrderId: '   ' }, message: ORDER_REQUIRED },
      { note: 'order a number', body: { kkOrderId: 26010199999999 }, message: ORDER_REQUIRED },
      { note: 'order too long', body: { kkOrderId: `KK${'1'.repeat(39)}` }, message: TOO_LONG },
      { note: 'parcel code too long', body: { kkOrderId: unknownOrder, parcelCode: 'P'.repeat(61) }, message: TOO_LONG },
      { note: 'parcel code a number', body: { kkOrderId: unknownOrder, parcelCode: 1 }, message: INVALID },
      { note: 'unknown order', body: { kkOrderId: unknownOrder }, status: 404 },
      { note: 'not an order number', body: { kkOrderId: 'abc' }, status: 404 },
      { note: 'no token', body: { kkOrderId: unknownOrder }, auth: 'none', status: 401 },
      { note: 'operator token', body: { kkOrderId: unknownOrder }, auth: 'operator', status: 403 },
    ],
    'POST /api/orders/fulfillment': [
      { note: 'empty body', body: {}, message: ORDER_REQUIRED },
      { note: 'blank order', body: fulfil({ kkOrderId: ' ' }), message: ORDER_REQUIRED },
      { note: 'no tracking number', body: fulfil({ trackingNumber: undefined }), message: TRACKING_REQUIRED },
      { note: 'empty tracking number', body: fulfil({ trackingNumber: '' }), message: TRACKING_REQUIRED },
      { note: 'tracking number with spaces', body: fulfil({ trackingNumber: '9400 1118' }), message: INVALID },
      { note: 'tracking number too long', body: fulfil({ trackingNumber: '9'.repeat(51) }), message: TOO_LONG },
      { note: 'no carrier', body: fulfil({ shippingCarrier: '' }), message: CARRIER_REQUIRED },
      { note: 'unknown carrier', body: fulfil({ shippingCarrier: 'Pigeon' }), message: INVALID },
      { note: 'tracking URL without a scheme', body: fulfil({ trackingUrl: 'tools.usps.com' }), message: 'Please enter a URL starting with http://, https:// or ftp://' },
      { note: 'store too long', body: fulfil({ store: 'x'.repeat(101) }), message: TOO_LONG },
      { note: 'store order id an object', body: fulfil({ storeOrderId: { id: 1 } }), message: INVALID },
      { note: 'unknown order', body: fulfil({}), status: 404 },
      { note: 'no token', body: fulfil({}), auth: 'none', status: 401 },
      { note: 'operator token', body: fulfil({}), auth: 'operator', status: 403 },
    ],
    'PUT /api/orders/cancelFulfillment': [
      { note: 'empty body', body: {}, message: ORDER_REQUIRED },
      { note: 'order too long', body: { kkOrderId: 'K'.repeat(41) }, message: TOO_LONG },
      { note: 'unknown order', body: { kkOrderId: unknownOrder }, status: 404 },
      { note: 'no token', body: { kkOrderId: unknownOrder }, auth: 'none', status: 401 },
      { note: 'operator token', body: { kkOrderId: unknownOrder }, auth: 'operator', status: 403 },
    ],
    'POST /api/orders/open/tracking/webhook': [
      { note: 'no signature', rawBody: push, message: BAD_SIGNATURE },
      { note: 'not JSON', rawBody: 'hello', message: 'The request is not valid.' },
      { note: 'empty object', body: {}, message: BAD_SIGNATURE },
    ],
    'GET /api/admin/fulfilment/orders': queueCases(),
    'GET /api/admin/fulfilment/parcels': queueCases(),
    'POST /api/admin/fulfilment/parcels': [
      { note: 'empty body', body: {}, message: ORDER_REQUIRED },
      { note: 'no lines', body: ship({ lines: undefined }), message: NOTHING_TO_SHIP },
      { note: 'empty lines', body: ship({ lines: [] }), message: NOTHING_TO_SHIP },
      { note: 'lines not a list', body: ship({ lines: 'all' }), message: NOTHING_TO_SHIP },
      { note: 'line id 0', body: ship({ lines: [{ kkItemId: 0, quantity: 1 }] }), message: INVALID },
      { note: 'negative quantity', body: ship({ lines: [{ kkItemId: 1, quantity: -1 }] }), message: INVALID },
      { note: 'quantity with decimals', body: ship({ lines: [{ kkItemId: 1, quantity: 1.5 }] }), message: INVALID },
      { note: 'no carrier', body: ship({ firstCarrier: undefined }), message: CARRIER_REQUIRED },
      { note: 'unknown carrier', body: ship({ firstCarrier: 'Pigeon' }), message: INVALID },
      { note: 'no tracking number', body: ship({ trackingNumber: '' }), message: TRACKING_REQUIRED },
      { note: 'tail number without a last carrier', body: ship({ tailTrackingNumber: '9400111899223' }), message: CARRIER_REQUIRED },
      { note: 'last carrier without a tail number', body: ship({ lastCarrier: 'USPS' }), message: CARRIER_REQUIRED },
      { note: 'weight 0', body: ship({ weightGrams: 0 }), message: INVALID },
      { note: 'unknown order', body: ship({}), status: 404 },
      { note: 'no token', body: ship({}), auth: 'none', status: 401 },
      { note: 'seller token', body: ship({}), auth: 'seller', status: 403 },
    ],
    'POST /api/admin/fulfilment/parcels/{parcelCode}/delivered': [
      { note: 'blank parcel code', path: '/api/admin/fulfilment/parcels/%20/delivered', message: INVALID },
      { note: 'parcel code too long', path: `/api/admin/fulfilment/parcels/${'P'.repeat(61)}/delivered`, message: INVALID },
      { note: 'unknown parcel', path: `/api/admin/fulfilment/parcels/${unknownOrder}-P1/delivered`, status: 404 },
      { note: 'no token', path: `/api/admin/fulfilment/parcels/${unknownOrder}-P1/delivered`, auth: 'none', status: 401 },
      { note: 'seller token', path: `/api/admin/fulfilment/parcels/${unknownOrder}-P1/delivered`, auth: 'seller', status: 403 },
    ],
  },
};
