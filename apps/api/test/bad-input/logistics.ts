import type { BadInputTable } from './case.ts';

const line = { skuCode: 'SKU-1', quantity: 1 };
const warehouse = (overrides: Record<string, unknown>) => ({ termini: 'US', warehouseCode: 'CN_S', platformCode: 'KA', products: [line], ...overrides });

const channelCases = [
  { note: 'empty body', body: {} },
  { note: 'no warehouses', body: { warehouses: [] } },
  { note: 'eleven warehouses', body: { warehouses: Array.from({ length: 11 }, () => warehouse({})) } },
  { note: 'unknown warehouse', body: { warehouses: [warehouse({ warehouseCode: 'XX' })] } },
  { note: 'three-letter country', body: { warehouses: [warehouse({ termini: 'USA' })] }, message: 'Please choose a country.' },
  { note: 'no products', body: { warehouses: [warehouse({ products: [] })] } },
  { note: 'quantity 0', body: { warehouses: [warehouse({ products: [{ skuCode: 'SKU-1', quantity: 0 }] })] } },
  { note: 'quantity a string', body: { warehouses: [warehouse({ products: [{ skuCode: 'SKU-1', quantity: '2' }] })] } },
  { note: 'quantity above 9999', body: { warehouses: [warehouse({ products: [{ skuCode: 'SKU-1', quantity: 10_000 }] })] } },
  { note: 'empty SKU code', body: { warehouses: [warehouse({ products: [{ skuCode: ' ', quantity: 1 }] })] } },
  { note: 'currency other than USD', body: { warehouses: [warehouse({})], currency: 'EUR' } },
  { note: 'unknown SKU', body: { warehouses: [warehouse({})] }, status: 404, message: 'This product is not available.' },
];

export const logisticsBadInput: BadInputTable = {
  cases: {
    'POST /api/orders/open/channel': channelCases,
    'POST /api/orders/orders/channel': [...channelCases, { note: 'no token', body: { warehouses: [warehouse({})] }, auth: 'none', status: 401 }],
    'POST /api/orders/open/lookChannel': [
      { note: 'empty body', body: {} },
      { note: 'weight 0', body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: 0 }, message: 'Please enter the weight in grams.' },
      { note: 'weight a string', body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: '500' }, message: 'Please enter the weight in grams.' },
      { note: 'weight with decimals', body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: 1.5 } },
      { note: 'unknown warehouse', body: { warehouseCode: 'MARS', countryCode: 'US', weightGrams: 500 } },
      { note: 'no country', body: { warehouseCode: 'CN_S', weightGrams: 500 } },
      { note: 'weight above the field maximum', body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: 1_000_001 } },
    ],
    'POST /api-logistics-optimiz/api/v1/logistics/channel-country': [
      { note: 'empty body', body: {} },
      { note: 'unknown warehouse', body: { warehouseCode: 'CN' } },
      { note: 'warehouse a number', body: { warehouseCode: 7 } },
    ],
  },
};
