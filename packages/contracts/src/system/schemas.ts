import { z } from 'zod';
import { CURRENCY_CODES } from './currency.ts';

export const currencyInfo = z.object({ code: z.string(), symbol: z.string(), rate: z.string(), updatedAt: z.string() });
/** A rate against USD: a positive decimal with up to 10 digits and 8 decimals (numeric(18,8)). */
export const currencyRateRule = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,8})?$/, 'validation.invalidValue')
  .refine((rate) => /[1-9]/.test(rate), 'validation.invalidValue');
export const setCurrencyRateRequest = z.object({ rate: currencyRateRule });

export const currencyRateQuery = z.object({
  currencyCode: z.literal('USD', { error: 'validation.invalidValue' }).default('USD'),
  forCurrency: z.enum(CURRENCY_CODES, { error: 'validation.invalidValue' }),
});
export const currencyRate = z.object({ currencyCode: z.literal('USD'), forCurrency: z.string(), rate: z.string(), symbol: z.string() });

/** Select lists by type (spec 7): 3 countries, 4 order statuses, 5 cancel reasons, 7 ship-to countries, 8 carriers. */
export const DROP_DOWN_TYPES = { country: 3, orderStatus: 4, cancelReason: 5, shipTo: 7, carrier: 8 } as const;
export const dropDownQuery = z.object({
  type: z.coerce.number().int().refine((t) => Object.values(DROP_DOWN_TYPES).includes(t as 3), 'validation.invalidValue'),
  warehouseCode: z.string().trim().max(20).optional(),
});
export const dropDownOption = z.object({ code: z.string(), name: z.string() });

export const areaCodeOption = z.object({ countryCode: z.string(), areaCode: z.string(), countryNameEn: z.string(), countryName: z.string() });
export const countryOption = z.object({ code: z.string(), name: z.string(), areaCode: z.string() });
export const visitorTicket = z.object({ ticket: z.string() });
export const ipInfo = z.object({ ip: z.string(), countryCode: z.string().nullable() });
export const processingPopup = z.object({ processing: z.boolean(), message: z.string().nullable() });
export const dictValueQuery = z.object({ type: z.string().trim().min(1).max(40) });
