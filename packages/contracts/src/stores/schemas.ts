import { z } from 'zod';
import { PLATFORM_CODES, platformFromAny } from './platforms.ts';
import { storeSettingsSchema } from './settings.ts';

/** Requests and answers of the stores calls (spec 7.1; docs/api-conventions.md "Stores"). */

const invalid = 'validation.invalidValue';
const id = z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid);
export const storeIdParam = z.object({ id });

/** Our code or the spec's ('SP'); a missing or unknown one is spec 5.4's 'choose your platform first'. */
export const platformField = z
  .string({ error: 'stores.platformRequired' })
  .transform((value, ctx) => {
    const code = platformFromAny(value.trim());
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'stores.platformRequired' });
      return z.NEVER;
    }
    return code;
  });
export const platformParam = z.object({ platform: platformField });

const storeName = z.string({ error: 'stores.nameRequired' }).trim().min(1, 'stores.nameRequired').max(120, 'validation.tooLong');
const storeUrl = z.string({ error: 'stores.urlRequired' }).trim().min(1, 'stores.urlRequired').max(255, 'validation.tooLong');
const secretText = (message: 'stores.consumerKeyRequired' | 'stores.consumerSecretRequired') => z.string({ error: message }).trim().min(1, message).max(255, 'validation.tooLong');

/** POST /api/store/{platform}/newStore: starts the platform's authorization (Shopify OAuth, WooCommerce app authentication). */
export const newStoreRequest = z.object({ storeName, storeUrl });
export const authorizationAnswer = z.object({ redirectUrl: z.string(), expiresAt: z.string() });

/** POST /api/store/storeBind: a self-hosted store by its consumer key and secret, checked with a real call before saving. */
export const storeBindRequest = z.object({
  platform: platformField,
  storeName,
  storeUrl,
  consumerKey: secretText('stores.consumerKeyRequired'),
  consumerSecret: secretText('stores.consumerSecretRequired'),
});

/** POST /api/store/tokenBind (ours): a store by the access token the platform showed the seller (Temu's manual authorization), checked with a real call first. */
export const tokenBindRequest = z.object({
  platform: platformField,
  storeName,
  region: z.string({ error: 'stores.regionRequired' }).trim().min(1, 'stores.regionRequired').max(32, 'validation.tooLong'),
  accessToken: z.string({ error: 'stores.accessTokenRequired' }).trim().min(1, 'stores.accessTokenRequired').max(512, 'validation.tooLong'),
});

/** POST /api/store/authCallback/{platform}: the query the platform sent the browser back with, forwarded by our callback page. */
export const authCallbackRequest = z.object({
  params: z.record(z.string().max(64), z.string({ error: invalid }).max(2048, invalid)).refine((params) => Object.keys(params).length <= 30, invalid),
});

export const storeStatusRequest = z.object({ storeId: id, enabled: z.boolean({ error: invalid }) });

/** The body may be left out (Fastify validates a missing body as null): every store. */
export const allStoreRequest = z.preprocess((value) => value ?? {}, z.object({ platform: platformField.optional(), enabledOnly: z.boolean({ error: invalid }).optional() }));

export const storeSelectQuery = z.object({ platformCode: platformField.optional() });
export const storeIdQuery = z.object({ storeId: id });

export const store = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  platform: z.enum(PLATFORM_CODES),
  platformCode: z.string(),
  platformName: z.string(),
  /** The store URL or default domain the seller sees. */
  storeUrl: z.string(),
  authorized: z.boolean(),
  enabled: z.boolean(),
  currency: z.string(),
  /** Why the store is unauthorized (revoked, uninstalled, expired); null while authorized. */
  unauthorizedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Store = z.infer<typeof store>;

export const platformEntry = z.object({ code: z.enum(PLATFORM_CODES), platformCode: z.string(), name: z.string(), kind: z.string(), connect: z.string(), available: z.boolean() });
export const storeOption = z.object({ storeId: z.number().int(), storeName: z.string() });
export const storeCurrency = z.object({ storeId: z.number().int(), currency: z.string() });

export const storeSettingRequest = storeSettingsSchema.extend({ storeId: id });
export const storeSettingDetail = storeSettingsSchema.extend({ storeId: z.number().int(), storeName: z.string(), platform: z.enum(PLATFORM_CODES) });

export const publications = z.array(
  z.object({ platform: z.enum(PLATFORM_CODES), platformCode: z.string(), platformName: z.string(), stores: z.array(storeOption.extend({ currency: z.string() })) }),
);

export const reauthorizeAnswer = z.object({ redirectUrl: z.string().nullable(), authorized: z.boolean() });
