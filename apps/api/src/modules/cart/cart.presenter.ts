import { discountedPrice, WAREHOUSES, warehouseCountry, type CartItem, type LocaleCode, type Vocabulary } from '@threadway/contracts';
import { countryName } from '../system/country-names.ts';
import type { CartRow } from './cart.repository.ts';

/** Option names as the client falls back to them when an option does not parse (spec 8). */
const option = (name: 'color' | 'size', value: string) => JSON.stringify({ name, value });

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** The warehouse fields of a cart item (see docs/api-conventions.md, Cart). */
function warehouseFields(warehouseCode: string, locale: LocaleCode) {
  const index = WAREHOUSES.findIndex((w) => w.code === warehouseCode);
  const countryCode = warehouseCountry(warehouseCode);
  const name = countryName(locale, countryCode, countryCode);
  return {
    warehouseCode,
    warehouseName: name,
    warehouseId: index + 1,
    warehouseType: WAREHOUSES[index]?.domesticOnly ? 2 : 1,
    countryCode,
    countryCn: name,
  };
}

/**
 * A cart item (spec 3) from its row. The discount is the one the catalogue shows now; its
 * price is the SKU's price with the same rounding (discountedPrice). Guests get no prices.
 * Colour and size read in the caller's language.
 */
export function toCartItem(row: CartRow, locale: LocaleCode, guest: boolean, vocabulary: Vocabulary): CartItem {
  const price = Number(row.price_cents);
  const percent = numberOrNull(row.discount_percent);
  const afterDiscount = percent === null ? null : discountedPrice(price, percent);
  return {
    id: numberOrNull(row.id),
    kkProductId: row.kk_product_id,
    skuCode: row.sku_code,
    skuName: row.sku_name,
    imgUrl: row.img_url,
    option1: option('color', vocabulary.translate('colour', row.colour, locale)),
    option2: option('size', vocabulary.translate('size', row.size, locale)),
    price: guest ? null : price,
    afterDiscountAmount: guest ? null : afterDiscount,
    discountPercent: percent,
    promotionAmount: guest || afterDiscount === null ? null : price - afterDiscount,
    discountId: numberOrNull(row.discount_id),
    discountType: numberOrNull(row.discount_type),
    spikeSoldStock: numberOrNull(row.spike_sold_stock),
    spikeTotalStock: numberOrNull(row.spike_total_stock),
    endTime: numberOrNull(row.end_time_ms),
    num: Number(row.num),
    stock: Number(row.stock),
    status: Number(row.status),
    productType: Number(row.product_type),
    minOrderQuantity: numberOrNull(row.min_order_quantity),
    packageWeight: Number(row.weight_grams),
    ...warehouseFields(row.warehouse_code, locale),
  };
}
