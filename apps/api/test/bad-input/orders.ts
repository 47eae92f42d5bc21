import type { BadInputTable } from './case.ts';

const address = { recipient: 'Jane Buyer', phone: '+1 2025550123', street1: '1 Main St', city: 'Austin', country: 'US', zip: '73301' };
const order = { warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS', orderItems: [{ skuCode: 'NO-SUCH-SKU', productNum: 1 }] };
const create = (overrides: Record<string, unknown>) => ({ orderAddresses: address, grandTotal: 100, cartIds: [], order: [order], ...overrides });
const unknownOrder = 'KK26010199999999';

export const ordersBadInput: BadInputTable = {
  cases: {
    'POST /api/orders/orders': [
      { note: 'empty body', body: {} },
      { note: 'no address', body: create({ orderAddresses: undefined }), message: 'Please add shipping address!' },
      { note: 'street missing', body: create({ orderAddresses: { ...address, street1: ' ' } }), message: 'Please enter the street address' },
      { note: 'country not two letters', body: create({ orderAddresses: { ...address, country: 'USA' } }), message: 'Country Code Error' },
      { note: 'bad US zip', body: create({ orderAddresses: { ...address, zip: '1' } }), message: 'Please enter a valid postal code' },
      { note: 'no warehouse blocks', body: create({ order: [] }), message: 'Please select at least one product' },
      { note: 'unknown warehouse', body: create({ order: [{ ...order, warehouseCode: 'MARS' }] }) },
      { note: 'same warehouse twice', body: create({ order: [order, order] }) },
      { note: 'negative total', body: create({ grandTotal: -1 }) },
      { note: 'total with decimals', body: create({ grandTotal: 1.5 }) },
      { note: 'quantity 0', body: create({ order: [{ ...order, orderItems: [{ skuCode: 'X', productNum: 0 }] }] }) },
      { note: 'cart id a string', body: create({ cartIds: ['1'] }) },
      { note: 'no items', body: create({ order: [{ ...order, orderItems: [] }] }), message: 'Please select at least one product' },
      { note: 'unknown SKU', body: create({}), status: 404, message: 'This product is not available.' },
      { note: 'unknown cart row', body: create({ cartIds: [987654321] }), status: 404, message: 'Item information missing' },
      { note: 'no token', body: create({}), auth: 'none', status: 401 },
    ],
    'GET /api/orders/orders/place/{id}': [
      { note: 'not an order number', path: '/api/orders/orders/place/abc' },
      { note: 'unknown order', path: `/api/orders/orders/place/${unknownOrder}`, status: 404 },
      { note: 'no token', path: `/api/orders/orders/place/${unknownOrder}`, auth: 'none', status: 401 },
    ],
    'PUT /api/orders/orders/channel/{kkOrderId}': [
      { note: 'empty body', path: `/api/orders/orders/channel/${unknownOrder}`, body: {} },
      { note: 'empty list', path: `/api/orders/orders/channel/${unknownOrder}`, body: { warehouseChannelList: [] } },
      { note: 'unknown warehouse', path: `/api/orders/orders/channel/${unknownOrder}`, body: { warehouseChannelList: [{ warehouseCode: 'XX', channelCode: 'TW_EXPRESS' }] } },
      { note: 'unknown order', path: `/api/orders/orders/channel/${unknownOrder}`, body: { warehouseChannelList: [{ warehouseCode: 'CN_S', channelCode: 'TW_EXPRESS' }] }, status: 404 },
    ],
    'PUT /api/orders/orders/addresses/{kkOrderId}': [
      { note: 'empty body', path: `/api/orders/orders/addresses/${unknownOrder}`, body: {}, message: 'Please add shipping address!' },
      { note: 'city missing', path: `/api/orders/orders/addresses/${unknownOrder}`, body: { orderAddresses: { ...address, city: '' } }, message: 'Please enter the city' },
      { note: 'unknown order', path: `/api/orders/orders/addresses/${unknownOrder}`, body: { orderAddresses: address }, status: 404 },
    ],
    'PUT /api/orders/orders/remark/{kkOrderId}': [
      { note: 'remark too long', path: `/api/orders/orders/remark/${unknownOrder}`, body: { remark: 'x'.repeat(501) }, message: 'Notes can be at most 500 characters.' },
      { note: 'remark a number', path: `/api/orders/orders/remark/${unknownOrder}`, body: { remark: 5 } },
      { note: 'unknown order', path: `/api/orders/orders/remark/${unknownOrder}`, body: { remark: 'hi' }, status: 404 },
    ],
    'GET /api/orders/orders/attachments': [{ note: 'no token', auth: 'none', status: 401 }],
    'PUT /api/orders/orders/attachment': [
      { note: 'empty body', body: {} },
      { note: 'unknown type', body: { kkOrderIds: [unknownOrder], list: [{ kkOrderId: unknownOrder, skuCode: 'TAG-KRAFT', type: 'Boxes' }] } },
      { note: 'unknown order', body: { kkOrderIds: [unknownOrder], list: [] }, status: 404 },
    ],
    'GET /api/orders/orders/attachments/{kkOrderId}': [
      { note: 'not an order number', path: '/api/orders/orders/attachments/12' },
      { note: 'unknown order', path: `/api/orders/orders/attachments/${unknownOrder}`, status: 404 },
    ],
    'POST /api/orders/autoCheckout': [
      { note: 'empty body', body: {} },
      { note: 'no orders selected', body: { kkOrderIds: [] } },
      { note: 'not an order number', body: { kkOrderIds: ['abc'] } },
      { note: 'unknown order', body: { kkOrderIds: [unknownOrder] }, status: 404 },
      { note: 'no token', body: { kkOrderIds: [unknownOrder] }, auth: 'none', status: 401 },
    ],
    'POST /api/orders/orders/check/whetherToPay': [
      { note: 'empty body', body: {} },
      { note: 'no orders', body: { kkOrderIds: [] } },
      { note: 'unknown order', body: { kkOrderIds: [unknownOrder] }, status: 404 },
    ],
    'POST /api/orders/orders/sum': [
      { note: 'empty body', body: {} },
      { note: 'order number garbage', body: { kkOrderIds: ['DROP TABLE'] } },
      { note: 'unknown order', body: { kkOrderIds: [unknownOrder] }, status: 404 },
    ],
  },
};
