import { z } from 'zod';
import { WAREHOUSE_COUNTRIES } from '../catalogue/constants.ts';
import { AGING_GRADES } from '../logistics/channels.ts';
import { invalid, int, idQuery, adminRequiredText, adminCentsRule, statusRule } from './fields.ts';

// ---------- logistics ----------

const channelFields = {
  channelCode: z.string({ error: 'validation.required' }).trim().toUpperCase().min(1, 'validation.required').regex(/^[A-Z0-9][A-Z0-9_-]{1,39}$/, invalid),
  channelNameEn: adminRequiredText(120),
  warehouseCountry: z.enum(WAREHOUSE_COUNTRIES, { error: invalid }),
  agingGrade: z.enum(AGING_GRADES, { error: invalid }),
  /** Days added to the route's delivery time of spec 9 (negative takes days off). */
  extraMinDays: int(-30, 60),
  extraMaxDays: int(-30, 60),
  status: statusRule,
  sort: int(-100_000, 100_000),
};
const extraRange = (r: { extraMinDays?: number; extraMaxDays?: number }) => r.extraMinDays === undefined || r.extraMaxDays === undefined || r.extraMaxDays >= r.extraMinDays;
export const createChannelRequest = z
  .object({ ...channelFields, extraMinDays: channelFields.extraMinDays.optional(), extraMaxDays: channelFields.extraMaxDays.optional(), status: statusRule.optional(), sort: channelFields.sort.optional() })
  .refine(extraRange, { message: 'validation.rangeEnd', path: ['extraMaxDays'] });
export const updateChannelRequest = z.object(channelFields).partial().refine(extraRange, { message: 'validation.rangeEnd', path: ['extraMaxDays'] });
export type CreateChannelInput = z.infer<typeof createChannelRequest>;
export type ChannelInput = z.infer<typeof updateChannelRequest>;
export const adminChannel = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  channelNameEn: z.string(),
  warehouseCountry: z.string(),
  agingGrade: z.string(),
  extraMinDays: z.number().int(),
  extraMaxDays: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  /** Zones this channel has prices for. */
  zoneCount: z.number().int(),
});
export type AdminChannel = z.infer<typeof adminChannel>;
export const rateBracketInput = z.object({ maxWeightGrams: int(1, 1_000_000), priceCents: adminCentsRule });
/** All brackets of a channel to one zone, replacing the previous ones; weights must differ. */
export const setZoneRatesRequest = z.object({
  brackets: z
    .array(rateBracketInput)
    .max(100, invalid)
    .refine((list) => new Set(list.map((b) => b.maxWeightGrams)).size === list.length, invalid),
});
export const channelZonePath = z.object({ id: idQuery, code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/, invalid) });
export const channelZoneRates = z.object({ zoneCode: z.string(), zoneName: z.string(), brackets: z.array(z.object({ maxWeightGrams: z.number().int(), priceCents: z.number().int() })) });
export const adminZone = z.object({ code: z.string(), name: z.string(), countries: z.array(z.object({ code: z.string(), name: z.string() })) });
