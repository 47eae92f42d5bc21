import { z } from 'zod';

/**
 * The TikTok Shop payloads the adapter reads. Every answer is the envelope
 * {code, message, request_id, data}; code 0 is success. Unknown fields are ignored.
 */

export const envelopeSchema = z.object({
  code: z.number(),
  message: z.string().default(''),
  request_id: z.string().optional(),
  data: z.unknown().optional(),
});

/** /api/v2/token/get and /api/v2/token/refresh. The two expiries are Unix times in seconds, not durations. */
export const tokenSchema = z.object({
  access_token: z.string().min(1),
  access_token_expire_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
  refresh_token_expire_in: z.number().int().positive(),
  open_id: z.string().default(''),
  seller_name: z.string().default(''),
  seller_base_region: z.string().optional(),
  user_type: z.number().optional(),
  granted_scopes: z.array(z.string()).optional(),
});
export type TikTokToken = z.infer<typeof tokenSchema>;

/** GET /authorization/202309/shops: the shops the token may act for; `cipher` goes on shop-scoped calls. */
export const shopSchema = z.object({
  id: z.string().min(1),
  name: z.string().default(''),
  region: z.string().min(2),
  seller_type: z.string().optional(),
  cipher: z.string().min(1),
  code: z.string().optional(),
});
export const authorizedShopsSchema = z.object({ shops: z.array(shopSchema) });
export type TikTokShop = z.infer<typeof shopSchema>;

/** GET /product/202309/categories (shop-scoped): the category tree as a flat list; top level has parent_id "0". */
export const categoriesSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string().min(1),
      parent_id: z.string().default('0'),
      local_name: z.string(),
      is_leaf: z.boolean().default(false),
      permission_statuses: z.array(z.string()).optional(),
    }),
  ),
});

/** POST /product/202309/categories/recommend: the leaf for a product and its path, root first (empty id: none). */
export const recommendedCategorySchema = z.object({
  leaf_category_id: z.string().default(''),
  categories: z.array(z.object({ id: z.string().min(1), name: z.string(), level: z.number().optional(), is_leaf: z.boolean().default(false) })).default([]),
});

/**
 * GET /product/202309/categories/{id}/attributes: SALES_PROPERTY attributes are the SKU axes, PRODUCT_PROPERTY the
 * product's. TikTok's answers spell the required flag `is_requried`; `is_required` is read too in case it is fixed.
 */
export const categoryAttributesSchema = z.object({
  attributes: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string(),
        type: z.string(),
        is_requried: z.boolean().optional(),
        is_required: z.boolean().optional(),
        values: z.array(z.object({ id: z.string().min(1), name: z.string() })).default([]),
        is_customizable: z.boolean().default(false),
        is_multiple_selection: z.boolean().default(false),
      }),
    )
    .default([]),
});

/** GET /fulfillment/202309/packages/{package_id} (the fields we read). */
export const packageDetailSchema = z.object({ package_id: z.string().min(1), package_status: z.string().default(''), tracking_number: z.string().optional() });

/** PUT and DELETE /event/202309/webhooks answer an empty data object. */
export const emptySchema = z.unknown();

/** An inbound webhook: `type` is the event number (1 ORDER_STATUS_CHANGE, 6 SELLER_DEAUTHORIZATION, 11 CANCELLATION_STATUS_CHANGE, …). */
export const webhookEventSchema = z.object({
  type: z.number().int(),
  tts_notification_id: z.string().optional(),
  shop_id: z.string(),
  timestamp: z.number().int(),
  data: z.record(z.string(), z.unknown()).default({}),
});

// --- Publishing (issue 15), Product API 202309 ---

/** POST /product/202309/images/upload: the `uri` product bodies name pictures by. */
export const uploadedImageSchema = z.object({ uri: z.string().min(1), url: z.string().optional(), width: z.number().optional(), height: z.number().optional() });

/** GET /logistics/202309/warehouses: the shop's warehouses; stock is kept per sales warehouse. */
export const warehousesSchema = z.object({
  warehouses: z.array(z.object({ id: z.string().min(1), name: z.string().default(''), effect_status: z.string().optional(), type: z.string().optional(), is_default: z.boolean().default(false) })),
});

/** POST /product/202309/products and PUT …/products/{id}: the product id and each SKU's id by seller_sku. */
export const savedProductSchema = z.object({
  product_id: z.string().min(1),
  skus: z.array(z.object({ id: z.string().min(1), seller_sku: z.string().default('') })).default([]),
  warnings: z.array(z.object({ message: z.string() })).optional(),
});

/** GET /product/202309/products/{id} (the fields we read). */
export const productDetailSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  skus: z.array(z.object({ id: z.string().min(1), seller_sku: z.string().default('') })).default([]),
});

/** activate, deactivate and DELETE /product/202309/products: per-product failures in `errors`. */
export const productsActionSchema = z
  .object({ errors: z.array(z.object({ code: z.number().optional(), message: z.string().default(''), detail: z.object({ product_id: z.string().optional() }).partial().optional() })).default([]) })
  .default({ errors: [] });
