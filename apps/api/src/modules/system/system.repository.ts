import { asc, eq } from 'drizzle-orm';
import { countries, currencies, dictValues, warehouseShipTo } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export function systemRepository(db: Executor) {
  return {
    currencies: () => db.select().from(currencies).orderBy(asc(currencies.sort)),
    currency: async (code: string) => (await db.select().from(currencies).where(eq(currencies.code, code)).limit(1))[0],
    setRate: (code: string, rate: string) => db.update(currencies).set({ rate, updatedAt: new Date() }).where(eq(currencies.code, code)).returning(),
    countries: () => db.select().from(countries),
    dict: (type: string) => db.select().from(dictValues).where(eq(dictValues.type, type)).orderBy(asc(dictValues.sort)),
    shipTo: (warehouseCode: string) =>
      db.select({ code: countries.code, nameEn: countries.nameEn }).from(warehouseShipTo).innerJoin(countries, eq(countries.code, warehouseShipTo.countryCode)).where(eq(warehouseShipTo.warehouseCode, warehouseCode)),
  };
}
