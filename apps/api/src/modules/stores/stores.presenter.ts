import { DEFAULT_STORE_SETTINGS, platformInfo, type Store, type StoreSettings } from '@threadway/contracts';
import type { storeSettings } from '../../db/schema/index.ts';
import type { SettingsRow, StoreRow } from './stores.repository.ts';

/** A store as the API shows it: never its credentials. */
export function toStore(row: StoreRow): Store {
  const info = platformInfo(row.platform);
  return {
    storeId: row.id,
    storeName: row.name,
    platform: row.platform,
    platformCode: info.platformCode,
    platformName: info.name,
    storeUrl: row.displayUrl,
    authorized: row.authorized,
    enabled: row.enabled,
    currency: row.currency,
    unauthorizedReason: row.authorized ? null : row.unauthorizedReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSettings(row: SettingsRow | undefined, currency: string): StoreSettings {
  if (!row) return { ...DEFAULT_STORE_SETTINGS, currency };
  return {
    taxable: row.taxable,
    defaultCountry: row.defaultCountry,
    unavailableRule: row.unavailableRule,
    autoUpdateInventory: row.autoUpdateInventory,
    syncFields: { title: row.syncTitle, description: row.syncDescription, sizeChart: row.syncSizeChart, variants: row.syncVariants, images: row.syncImages },
    currency,
    priceRule: row.priceRule,
    compareAtPriceRule: row.compareAtPriceRule,
    autoUploadTracking: row.autoUploadTracking,
    autoPurchase: row.autoPurchase,
    defaultShippingMethod: row.defaultShippingMethod,
  };
}

export function settingsRow(storeId: number, settings: Omit<StoreSettings, 'currency'>): typeof storeSettings.$inferInsert {
  return {
    storeId,
    taxable: settings.taxable,
    defaultCountry: settings.defaultCountry,
    unavailableRule: settings.unavailableRule,
    autoUpdateInventory: settings.autoUpdateInventory,
    syncTitle: settings.syncFields.title,
    syncDescription: settings.syncFields.description,
    syncSizeChart: settings.syncFields.sizeChart,
    syncVariants: settings.syncFields.variants,
    syncImages: settings.syncFields.images,
    priceRule: settings.priceRule,
    compareAtPriceRule: settings.compareAtPriceRule,
    autoUploadTracking: settings.autoUploadTracking,
    autoPurchase: settings.autoPurchase,
    defaultShippingMethod: settings.defaultShippingMethod,
  };
}
