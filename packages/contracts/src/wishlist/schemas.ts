import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../catalogue/constants.ts';
import { pageOf, pageRequest } from '../catalogue/schemas.ts';

/**
 * The wish list ('Favorite Item', spec 2.5, 3.6, 7.2): catalogue products a seller keeps to list
 * to their stores. Items are named by the product's kkProductId.
 */

/**
 * Spec 3.6 knows two product types. The catalogue's type 1 is in stock; 2 (customized) and 3
 * (print on demand, made to order with the seller's design) are both customized.
 */
export const WISHLIST_PRODUCT_TYPES = ['inStock', 'customized'] as const;
export type WishlistProductType = (typeof WISHLIST_PRODUCT_TYPES)[number];
export const wishlistProductTypeOf = (catalogueProductType: number): WishlistProductType => (catalogueProductType === 1 ? 'inStock' : 'customized');

/** On sale, or taken off sale since it was saved (it stays in the list until deleted). */
export const WISHLIST_STATUSES = ['onSale', 'unavailable'] as const;
export type WishlistStatus = (typeof WISHLIST_STATUSES)[number];

/** Most items one deleteCollects call takes (a page holds at most MAX_PAGE_SIZE). */
export const WISHLIST_DELETE_MAX = 100;

const kkProductId = z.string({ error: 'validation.invalidValue' }).trim().min(1, 'validation.invalidValue').max(40, 'validation.invalidValue');

/** POST /api/product/collect/list: paging, a keyword (name, item no or product id) and the product type. */
export const wishlistListRequest = pageRequest.extend({
  keyword: z.string({ error: 'validation.invalidValue' }).trim().max(SEARCH_MAX_LENGTH, 'validation.invalidValue').optional(),
  productType: z.enum(WISHLIST_PRODUCT_TYPES, { error: 'validation.invalidValue' }).optional(),
});
export type WishlistListRequest = z.infer<typeof wishlistListRequest>;

/** One row: Description (name and picture), Inventory, Price, Product Type, Item No, Status. */
export const wishlistItem = z.object({
  kkProductId: z.string(),
  itemNo: z.string(),
  name: z.string(),
  mainImageUrl: z.string().nullable(),
  /** Path of the product page. */
  seoPath: z.string(),
  /** Pieces available over every warehouse. */
  inventory: z.number().int(),
  /** The seller's price in USD cents: the lowest on-sale SKU price, and after the running discount when there is one. */
  price: z.number().int(),
  discountPrice: z.number().int().nullable(),
  productType: z.enum(WISHLIST_PRODUCT_TYPES),
  status: z.enum(WISHLIST_STATUSES),
  /** When the seller saved it (ISO 8601); the list is newest first. */
  addedAt: z.string(),
  /** The seller's stores the product is already listed in (listings not deleted), by store name. */
  listedIn: z.array(z.object({ storeId: z.number(), storeName: z.string(), platform: z.string() })),
});
export type WishlistItem = z.infer<typeof wishlistItem>;
export const wishlistPage = pageOf(wishlistItem);
export type WishlistPage = z.infer<typeof wishlistPage>;

/** DELETE /api/product/collect/delete: one item. */
export const wishlistDeleteRequest = z.object({ id: kkProductId });
/** DELETE /api/product/collect/deleteCollects: several items; none is 'Please select product first'. */
export const wishlistDeleteManyRequest = z.object({
  ids: z
    .array(kkProductId, { error: 'wishlist.selectProductFirst' })
    .min(1, 'wishlist.selectProductFirst')
    .max(WISHLIST_DELETE_MAX, 'validation.invalidValue'),
});
