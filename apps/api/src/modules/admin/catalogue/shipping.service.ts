import type { AdminChannel, ChannelInput, CreateChannelInput, LocaleCode } from '@threadway/contracts';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { channelRates, countries, logisticsChannels, shippingZoneCountries, shippingZones } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { syncShipTo } from '../../logistics/index.ts';
import { byName, countryName } from '../../system/country-names.ts';
import { audit } from './audit.ts';
import { invalidField, uniqueFields } from './field-errors.ts';

const UNIQUE = { logistics_channels_channel_code_unique: 'channelCode' };
const columns = {
  ...getTableColumns(logisticsChannels),
  zoneCount: sql<number>`(select count(distinct ${channelRates.zoneCode})::int from ${channelRates} where ${channelRates.channelId} = ${logisticsChannels.id})`,
};

/**
 * Shipping channels per warehouse country, their rate brackets per destination zone, and the
 * zones themselves (read-only here). The shipping-rate engine reads these tables on every quote.
 */
export function shippingService(app: FastifyInstance) {
  const db = app.database.db;
  const channels = (): Promise<AdminChannel[]> =>
    db.select(columns).from(logisticsChannels).orderBy(asc(logisticsChannels.warehouseCountry), asc(logisticsChannels.sort), asc(logisticsChannels.id));
  async function channel(id: number) {
    const [row] = await db.select({ id: logisticsChannels.id }).from(logisticsChannels).where(eq(logisticsChannels.id, id)).limit(1);
    if (!row) throw notFound();
  }

  return {
    channels,

    async createChannel(actorId: number, input: CreateChannelInput) {
      await db.transaction(async (tx) => {
        const [row] = await uniqueFields(UNIQUE, () => tx.insert(logisticsChannels).values(input).returning({ id: logisticsChannels.id }));
        await audit(tx, actorId, 'channel.create', row!.id, input);
        await syncShipTo(tx);
      });
      return channels();
    },

    async updateChannel(actorId: number, id: number, input: ChannelInput) {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(logisticsChannels).where(eq(logisticsChannels.id, id)).limit(1);
        if (!current) throw notFound();
        // The pair must stay a range even when only one end is sent.
        if ((input.extraMaxDays ?? current.extraMaxDays) < (input.extraMinDays ?? current.extraMinDays)) {
          throw invalidField('extraMaxDays', 'validation.rangeEnd');
        }
        await uniqueFields(UNIQUE, () => tx.update(logisticsChannels).set(input).where(eq(logisticsChannels.id, id)));
        await audit(tx, actorId, 'channel.update', id, input);
        // Ship-to lists (select type 7, channel-country) follow the channels that can serve each country.
        await syncShipTo(tx);
      });
      return channels();
    },

    /** Every zone with this channel's brackets to it (none yet: an empty list), lightest first. */
    async rates(id: number) {
      await channel(id);
      const [zones, brackets] = await Promise.all([
        db.select().from(shippingZones).orderBy(asc(shippingZones.code)),
        db.select().from(channelRates).where(eq(channelRates.channelId, id)).orderBy(asc(channelRates.zoneCode), asc(channelRates.maxWeightGrams)),
      ]);
      return zones.map((zone) => ({
        zoneCode: zone.code,
        zoneName: zone.name,
        brackets: brackets.filter((b) => b.zoneCode === zone.code).map((b) => ({ maxWeightGrams: b.maxWeightGrams, priceCents: b.priceCents })),
      }));
    },

    /** Replaces the channel's brackets to one zone; an empty list stops the channel serving it. */
    async setZoneRates(actorId: number, id: number, zoneCode: string, brackets: { maxWeightGrams: number; priceCents: number }[]) {
      await channel(id);
      await db.transaction(async (tx) => {
        const [zone] = await tx.select({ code: shippingZones.code }).from(shippingZones).where(eq(shippingZones.code, zoneCode)).limit(1);
        if (!zone) throw notFound();
        await tx.delete(channelRates).where(and(eq(channelRates.channelId, id), eq(channelRates.zoneCode, zoneCode)));
        if (brackets.length > 0) await tx.insert(channelRates).values(brackets.map((b) => ({ channelId: id, zoneCode, ...b })));
        await audit(tx, actorId, 'channel.rates', `${id}/${zoneCode}`, brackets.map((b) => `${b.maxWeightGrams}g=${b.priceCents}`).join(' '));
        await syncShipTo(tx);
      });
    },

    async zones(locale: LocaleCode) {
      const [zones, members] = await Promise.all([
        db.select().from(shippingZones).orderBy(asc(shippingZones.code)),
        db
          .select({ zoneCode: shippingZoneCountries.zoneCode, code: countries.code, nameEn: countries.nameEn })
          .from(shippingZoneCountries)
          .innerJoin(countries, eq(countries.code, shippingZoneCountries.countryCode)),
      ]);
      return zones.map((zone) => ({
        code: zone.code,
        name: zone.name,
        countries: members
          .filter((m) => m.zoneCode === zone.code)
          .map((m) => ({ code: m.code, name: countryName(locale, m.code, m.nameEn) }))
          .sort(byName(locale)),
      }));
    },
  };
}
export type ShippingService = ReturnType<typeof shippingService>;
