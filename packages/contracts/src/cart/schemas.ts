import { z } from 'zod';
import { MAX_QUANTITY_PER_SIZE } from '../catalogue/packs.ts';
import { WAREHOUSES } from '../orders/statuses.ts';

/**
 * Cart calls (spec 7 Cart) and the cart item of spec 3. Money is integer US cents, as in the
 * catalogue; guests (buildCartList without a token) get the price fields null (spec 6).
 */

/** Lines one addBatch or buildCartList call may carry; deletes per call. */
export const CART_BATCH_MAX = 200;
export const CART_DELETE_MAX = 500;

const WAREHOUSE_CODES = WAREHOUSES.map((w) => w.code) as [string, ...string[]];

const warehouseCode = z.enum(WAREHOUSE_CODES, { error: 'validation.invalidValue' });
const skuCode = z.string({ error: 'validation.invalidValue' }).trim().min(1, 'validation.invalidValue').max(60, 'validation.invalidValue');
const kkProductId = z.string({ error: 'validation.invalidValue' }).trim().min(1, 'validation.invalidValue').max(40, 'validation.invalidValue');
/** 'Please enter qty' (spec 8) for anything but a whole number from 1 to 9999. */
const num = z.number({ error: 'cart.enterQty' }).int('cart.enterQty').min(1, 'cart.enterQty').max(MAX_QUANTITY_PER_SIZE, 'cart.enterQty');
const cartId = z.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').positive('validation.invalidValue').max(Number.MAX_SAFE_INTEGER, 'validation.invalidValue');

/** One line as the client sends it: cart/add, each of addBatch's cartParams, each guest line of buildCartList. */
export const cartLine = z.object({ warehouseCode, skuCode, kkProductId, num });
export type CartLine = z.infer<typeof cartLine>;

export const addCartBatchRequest = z.object({
  cartParams: z.array(cartLine).min(1, 'validation.invalidValue').max(CART_BATCH_MAX, 'validation.invalidValue'),
});
export const cartNumRequest = z.object({ skuCode, warehouseCode, num });
/** DELETE /api/product/cart/delete: the body is the JSON array of cart ids. */
export const deleteCartRequest = z.array(cartId).min(1, 'validation.invalidValue').max(CART_DELETE_MAX, 'validation.invalidValue');
/** POST /api/product/open/buildCartList: the body is the guest's local cart, the array of lines. */
export const buildCartListRequest = z.array(cartLine).max(CART_BATCH_MAX, 'validation.invalidValue');

export const cartItem = z.object({
  /** Null in the guest cart (buildCartList). */
  id: z.number().int().nullable(),
  kkProductId: z.string(),
  skuCode: z.string(),
  /** The product's name in the caller's language. */
  skuName: z.string(),
  imgUrl: z.string().nullable(),
  /** JSON string {"name":"color","value":…}. */
  option1: z.string(),
  /** JSON string {"name":"size","value":…}. */
  option2: z.string(),
  /** Unit price in cents; null for guests. */
  price: z.number().int().nullable(),
  /** Unit price after the running discount in cents; null without a discount (or for guests). */
  afterDiscountAmount: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  /** price − afterDiscountAmount per unit, in cents; null without a discount (or for guests). */
  promotionAmount: z.number().int().nullable(),
  discountId: z.number().int().nullable(),
  /** 1 flash sale, 2 discount event, 3 festival collection. */
  discountType: z.number().int().nullable(),
  spikeSoldStock: z.number().int().nullable(),
  spikeTotalStock: z.number().int().nullable(),
  /** Epoch ms when the discount ends. */
  endTime: z.number().int().nullable(),
  num: z.number().int(),
  /** Stock of the SKU in this warehouse (0 without a stock row). */
  stock: z.number().int(),
  /** 1 on sale; otherwise the product's or the SKU's status (0, 3, 4). */
  status: z.number().int(),
  /** 3 print on demand. */
  productType: z.number().int(),
  /** Pieces of each size per pack; null when sold singly. */
  minOrderQuantity: z.number().int().nullable(),
  /** Grams per piece. */
  packageWeight: z.number().int(),
  warehouseCode: z.string(),
  /** The warehouse's country in the caller's language. */
  warehouseName: z.string(),
  /** 1-5: the place in the warehouse list (CN_S, CN_N, US, GB, DE). */
  warehouseId: z.number().int(),
  /** 1 ships worldwide (China), 2 domestic only (US, GB, DE). */
  warehouseType: z.number().int(),
  /** CN for CN_S and CN_N, else US, GB or DE. */
  countryCode: z.string(),
  /** The warehouse's display name (its country in the caller's language). */
  countryCn: z.string(),
});
export type CartItem = z.infer<typeof cartItem>;

/** What an add or a quantity change left in the cart; `capped`: show 'max stock' with `stock`. */
export const cartChange = z.object({
  id: z.number().int(),
  skuCode: z.string(),
  warehouseCode: z.string(),
  num: z.number().int(),
  stock: z.number().int(),
  capped: z.boolean(),
});
export type CartChange = z.infer<typeof cartChange>;

export const CART_SKIP_REASONS = ['notAvailable', 'outOfStock'] as const;
export const skippedCartLine = z.object({
  skuCode: z.string(),
  warehouseCode: z.string(),
  reason: z.enum(CART_SKIP_REASONS),
  /** The reason in the caller's language. */
  message: z.string(),
});
export const addCartBatchAnswer = z.object({ added: z.array(cartChange), skipped: z.array(skippedCartLine) });
export type AddCartBatchAnswer = z.infer<typeof addCartBatchAnswer>;

/** The header badge (spec 3 shoppingCartSkuNum): cart lines, one per SKU and warehouse. */
export const cartCount = z.object({ shoppingCartSkuNum: z.number().int() });

/**
 * The query of /confirm-order (spec 2.1) that the cart drawer sends and the bag reads: the chosen
 * products' kkProductIds and SKU codes, each a comma-separated list.
 */
export const CONFIRM_ORDER_QUERY = { kkProductIds: 'kkProductId', skuCodes: 'skuCode' } as const;
