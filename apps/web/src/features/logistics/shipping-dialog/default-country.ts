import { WAREHOUSES } from '@threadway/contracts';

/** Ship-to default (spec 9): domestic-only warehouses ship home; otherwise the US, else the first country offered. */
export function defaultCountry(warehouseCode: string, countries: readonly { code: string }[]): string | null {
  const warehouse = WAREHOUSES.find((w) => w.code === warehouseCode);
  const preferred = warehouse?.domesticOnly ? warehouse.country : 'US';
  return countries.find((c) => c.code === preferred)?.code ?? countries[0]?.code ?? null;
}
