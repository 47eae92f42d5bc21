import { PRODUCT_CSV_COLUMNS } from '@threadway/contracts';

/** Quotes a cell when it holds a comma, a quote or a line break (RFC 4180). */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The import template: the header and two example rows, one product in two sizes, placed in the
 * given category so the file imports as it is.
 */
export function productCsvTemplate(categoryUrl: string): string {
  const example = (size: string, stockUs: string): Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> => ({
    itemNo: 'TW-EXAMPLE-1',
    name: 'Linen Button-Down Shirt',
    categoryUrl,
    productType: '1',
    fabric: 'Linen',
    colour: 'Sand',
    colourHex: '#d8c3a5',
    size,
    priceUsd: '12.50',
    originalPriceUsd: '19.90',
    weightGrams: '220',
    stock_CN_S: '120',
    stock_CN_N: '0',
    stock_US: stockUs,
    stock_GB: '',
    stock_DE: '',
    packQuantity: '',
    description: 'Relaxed fit, chest pocket, mother-of-pearl buttons.',
    imageUrl: '',
  });
  const lines = [PRODUCT_CSV_COLUMNS.join(','), ...[example('M', '40'), example('L', '25')].map((row) => PRODUCT_CSV_COLUMNS.map((c) => cell(row[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
