import { DROP_DOWN_TYPES, type LocaleCode } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../platform/errors.ts';
import { listingsFollowRate } from '../listings/sync/catalogue-follow.ts';
import { byName, countryName } from './country-names.ts';
import { systemRepository } from './system.repository.ts';

/** numeric(18,8) comes back as '0.92000000'; people read '0.92'. */
const trimRate = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

const DICT_BY_TYPE: Record<number, string> = {
  [DROP_DOWN_TYPES.orderStatus]: 'orderStatus',
  [DROP_DOWN_TYPES.cancelReason]: 'cancelReason',
  [DROP_DOWN_TYPES.carrier]: 'carrier',
};

export function systemService(app: FastifyInstance) {
  const repo = systemRepository(app.database.db);

  async function countryOptions(locale: LocaleCode) {
    const rows = await repo.countries();
    return rows.map((c) => ({ code: c.code, name: countryName(locale, c.code, c.nameEn), areaCode: c.areaCode })).sort(byName(locale));
  }

  return {
    countryOptions,

    /** Area codes: the English name as the spec names it, plus the caller's own name for display. */
    async areaCodes(locale: LocaleCode) {
      const rows = await repo.countries();
      return rows
        .map((c) => ({ countryCode: c.code, areaCode: c.areaCode, countryNameEn: c.nameEn, countryName: countryName(locale, c.code, c.nameEn) }))
        .sort((a, b) => a.countryName.localeCompare(b.countryName, locale));
    },

    async currencies() {
      return (await repo.currencies()).map((c) => ({ code: c.code, symbol: c.symbol, rate: trimRate(c.rate), updatedAt: c.updatedAt.toISOString() }));
    },

    async setRate(code: string, rate: string) {
      const rows = await repo.setRate(code, rate);
      if (rows.length === 0) throw notFound();
      // Listings priced in this currency re-apply their rules (issue 15).
      await listingsFollowRate(app.database.db, app.jobs, code);
    },

    async rate(forCurrency: string) {
      const row = await repo.currency(forCurrency);
      if (!row) throw notFound();
      return { currencyCode: 'USD' as const, forCurrency: row.code, rate: trimRate(row.rate), symbol: row.symbol };
    },

    /** Select lists by type (spec 7). Ship-to (7) needs a warehouse and is sorted by name. */
    async dropDown(locale: LocaleCode, type: number, warehouseCode?: string) {
      if (type === DROP_DOWN_TYPES.country) return (await countryOptions(locale)).map(({ code, name }) => ({ code, name }));
      if (type === DROP_DOWN_TYPES.shipTo) {
        if (!warehouseCode) throw badRequest('validation.choose');
        const rows = await repo.shipTo(warehouseCode);
        if (rows.length === 0) throw notFound();
        return rows.map((c) => ({ code: c.code, name: countryName(locale, c.code, c.nameEn) })).sort(byName(locale));
      }
      return (await repo.dict(DICT_BY_TYPE[type]!)).map((d) => ({ code: d.code, name: d.name }));
    },

    async dictValues(type: string) {
      return (await repo.dict(type)).map((d) => ({ code: d.code, name: d.name }));
    },
  };
}
export type SystemService = ReturnType<typeof systemService>;
