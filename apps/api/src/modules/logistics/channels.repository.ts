import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { channelRates, countries, logisticsChannels, shippingZoneCountries, skus, warehouseShipTo } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { builtOnce } from '../../platform/prepared-statements.ts';
import { textArrayLiteral } from '../catalogue/sql.ts';

export interface ChannelBracketRow {
  channelId: number;
  channelCode: string;
  channelNameEn: string;
  warehouseCountry: string;
  agingGrade: string;
  extraMinDays: number;
  extraMaxDays: number;
  sort: number;
  countryCode: string;
  zoneCode: string;
  maxWeightGrams: number;
  priceCents: number;
}

/** Built once: every checkout and every payment page asks (decision 0059). */
const bracketsOf = builtOnce('tw_channel_brackets', (db) =>
  db
    .select({
      channelId: logisticsChannels.id,
      channelCode: logisticsChannels.channelCode,
      channelNameEn: logisticsChannels.channelNameEn,
      warehouseCountry: logisticsChannels.warehouseCountry,
      agingGrade: logisticsChannels.agingGrade,
      extraMinDays: logisticsChannels.extraMinDays,
      extraMaxDays: logisticsChannels.extraMaxDays,
      sort: logisticsChannels.sort,
      countryCode: shippingZoneCountries.countryCode,
      zoneCode: channelRates.zoneCode,
      maxWeightGrams: channelRates.maxWeightGrams,
      priceCents: channelRates.priceCents,
    })
    .from(logisticsChannels)
    .innerJoin(channelRates, eq(channelRates.channelId, logisticsChannels.id))
    .innerJoin(shippingZoneCountries, eq(shippingZoneCountries.zoneCode, channelRates.zoneCode))
    .where(
      and(
        eq(logisticsChannels.status, 1),
        sql`${logisticsChannels.warehouseCountry} = any(${sql.placeholder('warehouseCountries')}::text[])`,
        sql`${shippingZoneCountries.countryCode} = any(${sql.placeholder('destinations')}::text[])`,
      ),
    )
    .orderBy(asc(logisticsChannels.sort), asc(logisticsChannels.id)),
);

export function channelsRepository(db: Executor) {
  return {
    /** Weight of each known SKU, in one statement. */
    skuWeights: (skuCodes: readonly string[]) =>
      db.select({ skuCode: skus.skuCode, weightGrams: skus.weightGrams }).from(skus).where(inArray(skus.skuCode, [...skuCodes])),

    /**
     * Every rate bracket of the active channels leaving the given warehouse countries towards
     * the given destinations, in one statement: a few rows per channel and destination.
     */
    brackets: (warehouseCountries: readonly string[], destinations: readonly string[]): Promise<ChannelBracketRow[]> =>
      bracketsOf(db, { warehouseCountries: textArrayLiteral(warehouseCountries), destinations: textArrayLiteral(destinations) }),

    /** Countries some active channel leaving `warehouseCountry` has a price to. */
    servedCountries: (warehouseCountry: string) =>
      db
        .selectDistinct({ code: countries.code, nameEn: countries.nameEn })
        .from(logisticsChannels)
        .innerJoin(channelRates, eq(channelRates.channelId, logisticsChannels.id))
        .innerJoin(shippingZoneCountries, eq(shippingZoneCountries.zoneCode, channelRates.zoneCode))
        .innerJoin(countries, eq(countries.code, shippingZoneCountries.countryCode))
        .where(and(eq(logisticsChannels.status, 1), eq(logisticsChannels.warehouseCountry, warehouseCountry))),

    /** Replaces the ship-to list of one warehouse in two statements. */
    async replaceShipTo(warehouseCode: string, countryCodes: readonly string[]) {
      await db.delete(warehouseShipTo).where(eq(warehouseShipTo.warehouseCode, warehouseCode));
      if (countryCodes.length > 0) await db.insert(warehouseShipTo).values(countryCodes.map((countryCode) => ({ warehouseCode, countryCode })));
    },
  };
}
export type ChannelsRepository = ReturnType<typeof channelsRepository>;
