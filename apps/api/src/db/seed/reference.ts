import { CANCEL_REASONS, CARRIERS, CURRENCIES, ORDER_STATUSES, WAREHOUSES } from '@threadway/contracts';
import { countries as countryData } from 'countries-list';
import { catalogueTerms, countries, currencies, dictValues, warehouseShipTo } from '../schema/index.ts';
import { CATALOGUE_TERMS } from './catalogue-terms/terms.ts';
import type { Executor } from '../../platform/database.ts';

/** Starting rates per 1 USD; operators keep them current in the back office. */
const STARTING_RATES: Record<string, string> = { USD: '1', EUR: '0.92', RUB: '92.5', CNY: '7.2', GBP: '0.79', AUD: '1.52' };

/** Reference data the spec names. Idempotent: existing rows keep operators' edits. */
export async function seedReferenceData(db: Executor): Promise<void> {
  await db
    .insert(currencies)
    .values(CURRENCIES.map((c, sort) => ({ code: c.code, symbol: c.symbol, rate: STARTING_RATES[c.code]!, sort })))
    .onConflictDoNothing();

  const countryRows = Object.entries(countryData)
    .filter(([, c]) => c.phone.length > 0)
    .map(([code, c]) => ({ code, nameEn: c.name, areaCode: `+${c.phone[0]}` }));
  await db.insert(countries).values(countryRows).onConflictDoNothing();

  const dict = [
    ...ORDER_STATUSES.map((s, sort) => ({ type: 'orderStatus', code: s.code, name: s.name, sort })),
    ...CANCEL_REASONS.map((r, sort) => ({ type: 'cancelReason', code: r.code, name: r.name, sort })),
    ...CARRIERS.map((name, sort) => ({ type: 'carrier', code: name, name, sort })),
  ];
  await db.insert(dictValues).values(dict).onConflictDoNothing();

  // China ships to every country; the US, UK and German warehouses only at home (spec 5).
  const shipTo = WAREHOUSES.flatMap((w): { warehouseCode: string; countryCode: string }[] =>
    w.domesticOnly ? [{ warehouseCode: w.code, countryCode: w.country }] : countryRows.map((c) => ({ warehouseCode: w.code, countryCode: c.code })),
  );
  await db.insert(warehouseShipTo).values(shipTo).onConflictDoNothing();

  // The catalogue's vocabularies in every language; a term an operator already has keeps their translations.
  await db.insert(catalogueTerms).values(CATALOGUE_TERMS).onConflictDoNothing();
}
