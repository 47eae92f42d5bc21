import { z } from 'zod';

/**
 * The Temu order payloads the store-order source reads (Partner API, local sellers; field names from the
 * partner documentation's tables for bg.order.list.v2.get, bg.order.shippinginfo.v2.get, bg.order.amount.query
 * and bg.logistics.companies.get). Ids are large integers or text; kept as text. Times are Unix seconds.
 */

const id = z.union([z.number().int(), z.string().min(1)]).transform(String);
const text = z.string().nullish().transform((value) => value ?? '');

/** A parent order's sub-order: one SKU and its quantity. */
export const subOrderSchema = z.object({
  orderSn: z.string().min(1),
  goodsId: id,
  goodsName: text,
  skuId: id,
  orderStatus: z.number().int(),
  quantity: z.number().int().nonnegative(),
  fulfillmentType: z.string().optional(),
});

export const parentOrderSchema = z.object({
  parentOrderMap: z.object({
    parentOrderSn: z.string().min(1),
    parentOrderStatus: z.number().int(),
    parentOrderTime: z.number().int(),
    updateTime: z.number().int().optional(),
    regionId: z.number().int().optional(),
    /** Labels such as pending_buyer_cancellation (value 1 when it applies). */
    parentOrderLabel: z.array(z.object({ name: z.string(), value: z.number() })).default([]),
  }),
  orderList: z.array(subOrderSchema).default([]),
});
export type TemuParentOrder = z.infer<typeof parentOrderSchema>;

/** bg.order.list.v2.get */
export const orderListSchema = z.object({ totalItemNum: z.number().int().default(0), pageItems: z.array(parentOrderSchema).default([]) });

/** bg.order.shippinginfo.v2.get: regionName1 is the country, 2 the state or province, 3 the city, 4 the district. */
export const shippingInfoSchema = z.object({
  receiptName: text,
  mobile: text,
  mail: text,
  regionName1: text,
  regionName2: text,
  regionName3: text,
  regionName4: text,
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  postCode: text,
});
export type TemuShippingInfo = z.infer<typeof shippingInfoSchema>;

/** An amount block: currency and the amount in the currency's minor units (cents), as the amount query writes it. */
const money = z.object({ currency: z.string().min(3), amount: z.union([z.number(), z.string()]).transform(Number) });

/** bg.order.amount.query */
export const orderAmountSchema = z.object({
  parentOrderMap: z.object({ customerPaid: money.optional(), shippingAmountTotal: money.optional(), retailPriceTotal: money.optional() }).default({}),
  orderList: z.array(z.object({ orderSn: z.string(), unitRetailPrice: money.optional(), quantity: z.number().int().optional() })).default([]),
});
export type TemuOrderAmount = z.infer<typeof orderAmountSchema>;

/** bg.logistics.companies.get: the carriers a region ships with. */
export const logisticsCompaniesSchema = z.object({
  logisticsCompaniesList: z.array(z.object({ logisticsServiceProviderId: id, logisticsServiceProviderName: text, logisticsBrandName: text })).default([]),
});

/** bg.logistics.shipment.confirm answers nothing we keep. */
export const anySchema = z.unknown();
