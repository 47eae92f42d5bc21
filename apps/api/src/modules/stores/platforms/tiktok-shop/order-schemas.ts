import { z } from 'zod';

/**
 * The TikTok Shop order payloads the store-order source reads (Order, Fulfillment, Logistics and Return/Refund
 * APIs, version 202309). Amounts are decimal strings in the order currency; times are Unix seconds. Unknown
 * fields are ignored; fields TikTok leaves out in some markets are optional.
 */

const text = z.string().default('');

/**
 * One unit of an order: TikTok writes a line item per unit bought (no quantity), each with its own id, which
 * is what Mark Package As Shipped names. `package_id` and `tracking_number` appear once it is in a package.
 */
export const orderLineItemSchema = z.object({
  id: z.string().min(1),
  sku_id: text,
  product_id: text,
  seller_sku: text,
  product_name: text,
  sku_name: text,
  sale_price: text,
  display_status: text,
  package_id: z.string().optional(),
  package_status: z.string().optional(),
  tracking_number: z.string().optional(),
  shipping_provider_id: z.string().optional(),
  is_gift: z.boolean().default(false),
});
export type TikTokOrderLineItem = z.infer<typeof orderLineItemSchema>;

export const recipientAddressSchema = z.object({
  name: text,
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  phone_number: text,
  address_line1: text,
  address_line2: text,
  address_detail: z.string().optional(),
  postal_code: text,
  region_code: text,
  post_town: z.string().optional(),
  /** The address levels, country first: L0 country, L1 state or nation, L2 county, L3 city or town. */
  district_info: z.array(z.object({ address_level: text, address_level_name: text, address_name: text, iso_code: z.string().optional() })).default([]),
});

/** An order as Get Order List (`orders/search`) and Get Order Detail (`orders?ids=`) write it. */
export const tiktokOrderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  paid_time: z.number().int().optional(),
  buyer_email: z.string().optional(),
  is_buyer_request_cancel: z.boolean().default(false),
  shipping_type: z.string().optional(),
  delivery_option_id: z.string().optional(),
  delivery_option_name: z.string().optional(),
  payment: z.object({ currency: z.string().min(3), total_amount: text, shipping_fee: text, sub_total: text }),
  recipient_address: recipientAddressSchema.optional(),
  line_items: z.array(orderLineItemSchema).default([]),
  packages: z.array(z.object({ id: z.string().min(1) })).default([]),
});
export type TikTokOrder = z.infer<typeof tiktokOrderSchema>;

/** POST /order/202309/orders/search. */
export const orderSearchSchema = z.object({
  orders: z.array(tiktokOrderSchema).default([]),
  next_page_token: z.string().nullish(),
  total_count: z.number().optional(),
});

/** GET /order/202309/orders?ids=: unknown ids are simply absent. */
export const orderDetailSchema = z.object({ orders: z.array(tiktokOrderSchema).default([]) });

/** GET /logistics/202309/delivery_options/{delivery_option_id}/shipping_providers. */
export const shippingProvidersSchema = z.object({ shipping_providers: z.array(z.object({ id: z.string().min(1), name: z.string() })).default([]) });

/** POST /fulfillment/202309/orders/{order_id}/packages (Mark Package As Shipped). */
export const shippedPackageSchema = z.object({
  package_id: z.string().min(1),
  order_line_item_ids: z.array(z.string()).default([]),
  warning: z.object({ message: z.string() }).nullish(),
});

/** POST /return_refund/202309/cancellations/search. */
export const cancellationsSchema = z.object({
  cancellations: z.array(z.object({ cancel_id: z.string().min(1), order_id: z.string(), cancel_status: z.string(), cancel_type: z.string().optional(), role: z.string().optional() })).default([]),
  next_page_token: z.string().nullish(),
});
