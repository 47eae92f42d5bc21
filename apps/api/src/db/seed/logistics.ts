import { WESTERN_EUROPE, type AgingGrade } from '@threadway/contracts';
import { countries as countryData } from 'countries-list';
import { eq, notExists, sql } from 'drizzle-orm';
import { syncShipTo } from '../../modules/logistics/index.ts';
import type { Db } from '../../platform/database.ts';
import { channelRates, countries, logisticsChannels, shippingZoneCountries, shippingZones } from '../schema/index.ts';

/**
 * Reference data of the shipping-rate engine: destination zones covering every country, the
 * channels leaving each warehouse country and their prices by weight. Idempotent and kind to
 * operators' edits: zones and channels are only added when missing, a country only gets a zone
 * when it has none, and rates are only written for a channel created in this run. Then the
 * ship-to lists (select list type 7) are derived from what the engine can deliver.
 */

interface Zone {
  code: string;
  name: string;
  /** Cents of the reference channel (China's standard post): fixed part, and per kilogram. */
  baseCents: number;
  perKgCents: number;
}

/** Ordered so that the first zone claiming a country wins; ROW takes whatever is left. */
const ZONES: Zone[] = [
  { code: 'US', name: 'United States', baseCents: 450, perKgCents: 620 },
  { code: 'CA', name: 'Canada', baseCents: 520, perKgCents: 700 },
  { code: 'GB', name: 'United Kingdom', baseCents: 480, perKgCents: 600 },
  { code: 'DE', name: 'Germany', baseCents: 470, perKgCents: 590 },
  { code: 'WEU', name: 'Western Europe', baseCents: 490, perKgCents: 620 },
  { code: 'EUR', name: 'Rest of Europe', baseCents: 560, perKgCents: 690 },
  { code: 'MEA', name: 'Middle East & Africa', baseCents: 650, perKgCents: 820 },
  { code: 'ASIA', name: 'Asia', baseCents: 320, perKgCents: 380 },
  { code: 'OCE', name: 'Oceania', baseCents: 540, perKgCents: 720 },
  { code: 'LATAM', name: 'Latin America & Caribbean', baseCents: 690, perKgCents: 880 },
  { code: 'ROW', name: 'Remote territories', baseCents: 990, perKgCents: 1200 },
];

const MIDDLE_EAST = new Set(['AE', 'BH', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE']);
/** North American territories that are neither Latin America nor the US or Canada. */
const NORTH_ATLANTIC = new Set(['BM', 'GL', 'PM']);

/** The zone of a country, from its continent in countries-list with the usual carrier groupings. */
function zoneOf(countryCode: string): string {
  if (countryCode === 'US' || countryCode === 'CA' || countryCode === 'GB' || countryCode === 'DE') return countryCode;
  if ((WESTERN_EUROPE as readonly string[]).includes(countryCode)) return 'WEU';
  if (MIDDLE_EAST.has(countryCode)) return 'MEA';
  if (countryCode === 'RU') return 'EUR';
  const continent = (countryData as Record<string, { continent: string } | undefined>)[countryCode]?.continent;
  if (continent === 'EU') return 'EUR';
  if (continent === 'AF') return 'MEA';
  if (continent === 'AS') return 'ASIA';
  if (continent === 'OC') return 'OCE';
  if (continent === 'SA' || (continent === 'NA' && !NORTH_ATLANTIC.has(countryCode))) return 'LATAM';
  return 'ROW';
}

interface ChannelSeed {
  channelCode: string;
  channelNameEn: string;
  warehouseCountry: 'CN' | 'US' | 'GB' | 'DE';
  agingGrade: AgingGrade;
  extraMinDays: number;
  extraMaxDays: number;
  /** Price relative to the zone's reference price (China's standard post = 1). */
  factor: number;
  /** Domestic channels: their own price, and only their own country's zone. */
  domestic?: { baseCents: number; perKgCents: number };
}

/**
 * China has two standard channels; the dearer one exists so that de-duplication by grade (the
 * cheapest kept, spec 7) has something to drop. Expedited is the economy grade here: cheapest
 * and slowest. The US, UK and German warehouses deliver at home only (spec 5).
 */
const CHANNELS: ChannelSeed[] = [
  { channelCode: 'TW_EXPRESS', channelNameEn: 'TW Express Line', warehouseCountry: 'CN', agingGrade: 'Express', extraMinDays: -2, extraMaxDays: -3, factor: 1.85 },
  { channelCode: 'TW_STANDARD', channelNameEn: 'TW Standard Post', warehouseCountry: 'CN', agingGrade: 'Standard', extraMinDays: 0, extraMaxDays: 0, factor: 1 },
  { channelCode: 'TW_STANDARD_PLUS', channelNameEn: 'TW Standard Plus', warehouseCountry: 'CN', agingGrade: 'Standard', extraMinDays: -1, extraMaxDays: -1, factor: 1.22 },
  { channelCode: 'TW_ECONOMY', channelNameEn: 'TW Economy', warehouseCountry: 'CN', agingGrade: 'Expedited', extraMinDays: 2, extraMaxDays: 5, factor: 0.78 },
  { channelCode: 'TW_US_EXPRESS', channelNameEn: 'TW US Express', warehouseCountry: 'US', agingGrade: 'Express', extraMinDays: -2, extraMaxDays: -4, factor: 1, domestic: { baseCents: 1190, perKgCents: 260 } },
  { channelCode: 'TW_US_GROUND', channelNameEn: 'TW US Ground', warehouseCountry: 'US', agingGrade: 'Standard', extraMinDays: 0, extraMaxDays: 0, factor: 1, domestic: { baseCents: 399, perKgCents: 95 } },
  { channelCode: 'TW_UK_NEXT_DAY', channelNameEn: 'TW UK Next Day', warehouseCountry: 'GB', agingGrade: 'Express', extraMinDays: -2, extraMaxDays: -5, factor: 1, domestic: { baseCents: 990, perKgCents: 180 } },
  { channelCode: 'TW_UK_TRACKED', channelNameEn: 'TW UK Tracked', warehouseCountry: 'GB', agingGrade: 'Standard', extraMinDays: -1, extraMaxDays: -3, factor: 1, domestic: { baseCents: 349, perKgCents: 80 } },
  { channelCode: 'TW_DE_EXPRESS', channelNameEn: 'TW DE Express', warehouseCountry: 'DE', agingGrade: 'Express', extraMinDays: -2, extraMaxDays: -5, factor: 1, domestic: { baseCents: 1290, perKgCents: 210 } },
  { channelCode: 'TW_DE_PAKET', channelNameEn: 'TW DE Paket', warehouseCountry: 'DE', agingGrade: 'Standard', extraMinDays: -1, extraMaxDays: -3, factor: 1, domestic: { baseCents: 449, perKgCents: 70 } },
];

/** Bracket maxima in grams, up to the 30 kg order limit. */
const BRACKETS = [500, 1000, 2000, 3000, 5000, 7500, 10_000, 15_000, 20_000, 25_000, 30_000];

/** Prices end in 9 cents, as carriers' rate cards do. */
const retailCents = (cents: number) => Math.max(99, Math.round(cents / 10) * 10 - 1);

function ratesOf(channel: ChannelSeed, channelId: number) {
  const zones = channel.domestic ? [{ ...channel.domestic, code: channel.warehouseCountry }] : ZONES;
  return zones.flatMap((zone) =>
    BRACKETS.map((maxWeightGrams) => ({
      channelId,
      zoneCode: zone.code,
      maxWeightGrams,
      priceCents: retailCents(channel.factor * (zone.baseCents + (zone.perKgCents * maxWeightGrams) / 1000)),
    })),
  );
}

export async function seedLogistics(db: Db): Promise<void> {
  const wrote = await db.transaction(async (tx) => {
    await tx.insert(shippingZones).values(ZONES.map(({ code, name }) => ({ code, name }))).onConflictDoNothing();

    const unzoned = await tx
      .select({ code: countries.code })
      .from(countries)
      .where(notExists(tx.select({ one: shippingZoneCountries.zoneCode }).from(shippingZoneCountries).where(eq(shippingZoneCountries.countryCode, countries.code))));
    if (unzoned.length > 0) {
      await tx.insert(shippingZoneCountries).values(unzoned.map((c) => ({ zoneCode: zoneOf(c.code), countryCode: c.code }))).onConflictDoNothing();
    }

    const created = await tx
      .insert(logisticsChannels)
      .values(CHANNELS.map(({ factor: _factor, domestic: _domestic, ...channel }, sort) => ({ ...channel, sort })))
      .onConflictDoNothing()
      .returning({ id: logisticsChannels.id, channelCode: logisticsChannels.channelCode });
    const rates = created.flatMap((row) => ratesOf(CHANNELS.find((c) => c.channelCode === row.channelCode)!, row.id));
    if (rates.length > 0) await tx.insert(channelRates).values(rates).onConflictDoNothing();

    await syncShipTo(tx);
    return unzoned.length > 0 || created.length > 0;
  });
  // The rate lookup of every checkout is a prepared statement, planned once on what the statistics say: planned on a
  // freshly filled table before autovacuum's first pass (a minute later), it probed every rate bracket, 0.6 ms a
  // checkout instead of 0.2 (decision 0059). An ANALYZE replans it.
  if (wrote) await db.execute(sql`analyze ${logisticsChannels}, ${channelRates}, ${shippingZoneCountries}`);
}
