import { z } from 'zod';
import { WAREHOUSES } from '../orders/statuses.ts';
import { AGING_GRADES } from './channels.ts';

/**
 * Logistics calls (spec 7). The bag asks per warehouse; each warehouse gets its own
 * `{code, message, data}` answer in the returned array, so one undeliverable warehouse does
 * not hide the others' channels.
 */
/** One of our warehouse codes (CN_S, CN_N, US, GB, DE); kept a string so callers may pass any text. */
const warehouseCode = z
  .string()
  .trim()
  .min(1, 'validation.invalidValue')
  .max(20, 'validation.invalidValue')
  .refine((code) => WAREHOUSES.some((w) => w.code === code), 'validation.invalidValue');
const countryCode = z.string().trim().regex(/^[A-Za-z]{2}$/, 'validation.countryRequired').transform((c) => c.toUpperCase());

/**
 * Body codes of one warehouse's answer in the channel list (HTTP 200 overall, see
 * docs/api-conventions.md): the order is too heavy, the warehouse does not ship to that country,
 * or no channel carries the parcel.
 */
export const CHANNEL_ANSWER_CODES = { overweight: 40020, cannotDeliver: 40021, noChannel: 40022 } as const;

const skuLine = z.object({
  skuCode: z.string().trim().min(1, 'validation.invalidValue').max(60, 'validation.invalidValue'),
  quantity: z.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(1, 'validation.invalidValue').max(9999, 'validation.invalidValue'),
  kkProductId: z.string().trim().max(40).optional(),
  price: z.number().optional(),
});
export const channelWarehouseRequest = z.object({
  /** Destination country code of the address. */
  termini: countryCode,
  warehouseCode,
  channelGrouping: z.union([z.string(), z.number()]).optional(),
  warehouseId: z.union([z.string(), z.number()]).optional(),
  province: z.string().max(120).optional(),
  city: z.string().max(120).optional(),
  zipCode: z.string().max(20).optional(),
  street1: z.string().max(255).optional(),
  street2: z.string().max(255).optional(),
  platformCode: z.string().max(10).optional(),
  products: z.array(skuLine).min(1, 'validation.invalidValue').max(500, 'validation.invalidValue'),
});
export const channelRequest = z.object({
  warehouses: z.array(channelWarehouseRequest).min(1, 'validation.invalidValue').max(10, 'validation.invalidValue'),
  currency: z.literal('USD', { error: 'validation.invalidValue' }).default('USD'),
});
export const logisticsChannel = z.object({
  channelCode: z.string(),
  channelNameEn: z.string(),
  /** The name in the request's language (an operator's translation), else the English name. */
  channelName: z.string(),
  agingGrade: z.enum(AGING_GRADES),
  /** 'min~max' business days. */
  deliveryTime: z.string(),
  /** US cents. */
  estimatedFreight: z.number().int(),
});
export const channelAnswer = z.object({
  code: z.number().int(),
  message: z.string(),
  warehouseCode: z.string(),
  weightGrams: z.number().int(),
  data: z.array(logisticsChannel),
});

/** Estimate Shipping Cost (/mall/shipping-cost) and the product page's shipping dialog. */
export const lookChannelRequest = z.object({
  warehouseCode,
  countryCode,
  weightGrams: z.number({ error: 'validation.weightRequired' }).int('validation.weightRequired').min(1, 'validation.weightRequired').max(1_000_000, 'validation.weightRequired'),
});
export const lookChannelAnswer = z.object({ weightGrams: z.number().int(), channels: z.array(logisticsChannel) });

export const channelCountryRequest = z.object({ warehouseCode });
export const channelCountry = z.object({ code: z.string(), name: z.string() });
