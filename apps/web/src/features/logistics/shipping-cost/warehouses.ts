import { WAREHOUSES } from '@threadway/contracts';

/** Ship-from choices: one per warehouse country, China standing for both Chinese warehouses (spec 9). */
export const SHIP_FROM = WAREHOUSES.filter((w, i) => WAREHOUSES.findIndex((other) => other.country === w.country) === i).map((w) => ({ code: w.code, country: w.country }));
export const DEFAULT_DESTINATION = 'US';
