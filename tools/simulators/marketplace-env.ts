/** The apps a test registers with the TikTok Shop and Temu simulators. */
export interface MarketplaceApps {
  tiktok: { appKey: string; appSecret: string; serviceId: string };
  temu: { appKey: string; appSecret: string };
}

/** The API's settings that point it at running TikTok Shop and Temu simulators (API and browser tests). */
export function marketplaceSimulatorEnv(tiktokUrl: string, temuUrl: string, apps: MarketplaceApps): Record<string, string> {
  return {
    TIKTOK_SHOP_APP_KEY: apps.tiktok.appKey,
    TIKTOK_SHOP_APP_SECRET: apps.tiktok.appSecret,
    TIKTOK_SHOP_SERVICE_ID: apps.tiktok.serviceId,
    TIKTOK_SHOP_AUTH_URL: tiktokUrl,
    TIKTOK_SHOP_TOKEN_URL: tiktokUrl,
    TIKTOK_SHOP_API_URL: tiktokUrl,
    TEMU_APP_KEY: apps.temu.appKey,
    TEMU_APP_SECRET: apps.temu.appSecret,
    TEMU_API_URL: temuUrl,
    TEMU_AUTH_URL: temuUrl,
  };
}
