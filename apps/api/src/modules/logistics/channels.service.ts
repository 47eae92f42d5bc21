import {
  AGING_GRADES,
  CHANNEL_ANSWER_CODES,
  MAX_ORDER_WEIGHT_GRAMS,
  WAREHOUSES,
  channelDeliveryTime,
  dedupeByGrade,
  freightFor,
  orderWeight,
  type AgingGrade,
  type Channel,
  type LocaleCode,
  type MessageKey,
  type WarehouseCode,
  type channelRequest,
} from '@threadway/contracts';
import type { z } from 'zod';
import type { Executor } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { byName, countryName } from '../system/country-names.ts';
import { channelsRepository, type ChannelBracketRow } from './channels.repository.ts';

/** What the engine offers for one parcel on one route: channels, or why there are none. */
export type Quote = { ok: true; channels: Channel[] } | { ok: false; code: number; messageKey: MessageKey };

const refusal = (code: number, messageKey: MessageKey): Quote => ({ ok: false, code, messageKey });
const warehouseOf = (code: string) => WAREHOUSES.find((w) => w.code === code);
const gradeRank = (grade: AgingGrade) => AGING_GRADES.indexOf(grade);

/**
 * Prices a parcel on one route from the brackets loaded for it. Refusals in the spec's order of
 * severity: over 30 kg, a home-only warehouse asked for abroad (spec 5), a country no channel
 * serves, then a parcel no channel's brackets can hold.
 */
export function quote(rows: readonly ChannelBracketRow[], warehouseCode: WarehouseCode, destination: string, weightGrams: number): Quote {
  const warehouse = warehouseOf(warehouseCode)!;
  if (weightGrams > MAX_ORDER_WEIGHT_GRAMS) return refusal(CHANNEL_ANSWER_CODES.overweight, 'errors.orderOverweight');
  if (warehouse.domesticOnly && destination !== warehouse.country) return refusal(CHANNEL_ANSWER_CODES.cannotDeliver, 'errors.cannotDeliver');
  const route = rows.filter((r) => r.warehouseCountry === warehouse.country && r.countryCode === destination);
  if (route.length === 0) return refusal(CHANNEL_ANSWER_CODES.cannotDeliver, 'errors.cannotDeliver');

  // A country in several zones: each zone prices the parcel on its own, the cheapest counts.
  const byChannel = new Map<number, { row: ChannelBracketRow; zones: Map<string, ChannelBracketRow[]> }>();
  for (const row of route) {
    const entry = byChannel.get(row.channelId) ?? { row, zones: new Map() };
    entry.zones.set(row.zoneCode, [...(entry.zones.get(row.zoneCode) ?? []), row]);
    byChannel.set(row.channelId, entry);
  }
  const channels = [...byChannel.values()].flatMap(({ row, zones }): Channel[] => {
    const prices = [...zones.values()].map((brackets) => freightFor(brackets, weightGrams)).filter((p): p is number => p !== null);
    if (prices.length === 0 || !(AGING_GRADES as readonly string[]).includes(row.agingGrade)) return [];
    return [
      {
        channelCode: row.channelCode,
        channelNameEn: row.channelNameEn,
        agingGrade: row.agingGrade as AgingGrade,
        deliveryTime: channelDeliveryTime(warehouse.country, destination, row),
        estimatedFreight: Math.min(...prices),
      },
    ];
  });
  return channels.length > 0 ? { ok: true, channels } : refusal(CHANNEL_ANSWER_CODES.noChannel, 'errors.noChannel');
}

export interface WarehouseQuote {
  warehouseCode: string;
  weightGrams: number;
  quote: Quote;
}

export function channelsService(db: Executor) {
  const repo = channelsRepository(db);

  return {
    /**
     * The bag's channel list (spec 7): per warehouse, the parcel's weight from its SKUs, then one
     * channel per grade (the cheapest) with the default first: Express, Standard, Expedited.
     * Two statements whatever the number of warehouses and lines.
     */
    async forBag(request: z.output<typeof channelRequest>): Promise<WarehouseQuote[]> {
      const skuCodes = [...new Set(request.warehouses.flatMap((w) => w.products.map((p) => p.skuCode)))];
      const weights = new Map((await repo.skuWeights(skuCodes)).map((s) => [s.skuCode, s.weightGrams]));
      if (skuCodes.some((code) => !weights.has(code))) throw notFound('errors.productNotAvailable');

      const origins = [...new Set(request.warehouses.map((w) => warehouseOf(w.warehouseCode)!.country))];
      const rows = await repo.brackets(origins, [...new Set(request.warehouses.map((w) => w.termini))]);
      return request.warehouses.map((w) => {
        const { grams } = orderWeight(w.products.map((p) => ({ packageWeight: weights.get(p.skuCode)!, num: p.quantity })));
        const result = quote(rows, w.warehouseCode as WarehouseCode, w.termini, grams);
        const ranked = result.ok ? { ok: true as const, channels: dedupeByGrade(result.channels).sort((a, b) => gradeRank(a.agingGrade) - gradeRank(b.agingGrade)) } : result;
        return { warehouseCode: w.warehouseCode, weightGrams: grams, quote: ranked };
      });
    },

    /** Estimate Shipping Cost: every channel of the route, cheapest first; a refusal is the answer's error. */
    async estimate(warehouseCode: WarehouseCode, countryCode: string, weightGrams: number): Promise<Channel[]> {
      const rows = await repo.brackets([warehouseOf(warehouseCode)!.country], [countryCode]);
      const result = quote(rows, warehouseCode, countryCode, weightGrams);
      if (!result.ok) throw new AppError(result.code, result.messageKey, 400);
      return result.channels.sort((a, b) => a.estimatedFreight - b.estimatedFreight);
    },

    /** Countries a warehouse delivers to, named and sorted in the caller's language. */
    async countries(warehouseCode: WarehouseCode, locale: LocaleCode) {
      return (await servedCountries(db, warehouseCode)).map((c) => ({ code: c.code, name: countryName(locale, c.code, c.nameEn) })).sort(byName(locale));
    },
  };
}
export type ChannelsService = ReturnType<typeof channelsService>;

/** What the engine can deliver from a warehouse: countries with a price, at home only for US, GB and DE. */
export async function servedCountries(db: Executor, warehouseCode: WarehouseCode) {
  const warehouse = warehouseOf(warehouseCode)!;
  const rows = await channelsRepository(db).servedCountries(warehouse.country);
  return warehouse.domesticOnly ? rows.filter((c) => c.code === warehouse.country) : rows;
}

/**
 * Derives the ship-to select list (dropDownInfo type 7, `warehouse_ship_to`) from the engine, so
 * the list a buyer picks from and the channels the bag gets never disagree. Seeding runs it;
 * anything that edits channels, zones or rates runs it again.
 */
export async function syncShipTo(db: Executor): Promise<void> {
  const repo = channelsRepository(db);
  for (const warehouse of WAREHOUSES) {
    await repo.replaceShipTo(warehouse.code, (await servedCountries(db, warehouse.code)).map((c) => c.code));
  }
}
