import { isValidDefaultDomain, newStoreRequest, normalizeStoreUrl, platformField, shopifyShopDomain, storeBindRequest } from '@threadway/contracts';
import { z } from 'zod';

/**
 * The connect dialog's checks, built from the shared rules the server runs (spec 5.4), so a field
 * is refused in the browser with the server's own message key.
 */
export const connectRules = {
  platform: platformField,
  storeName: newStoreRequest.shape.storeName,
  /** A Shopify store's default domain ('my-shop') or its myshopify.com host or URL. */
  shopifyDomain: z
    .string()
    .trim()
    .min(1, 'stores.urlRequired')
    .superRefine((typed, ctx) => {
      if (shopifyShopDomain(typed)) return;
      ctx.addIssue({ code: 'custom', message: !typed.includes('.') && !isValidDefaultDomain(typed) ? 'stores.domainInvalid' : 'stores.shopDomainInvalid' });
    }),
  /** A self-hosted store's site address. */
  siteUrl: z
    .string()
    .trim()
    .min(1, 'stores.urlRequired')
    .refine((typed) => normalizeStoreUrl(typed) !== null, 'stores.storeUrlInvalid'),
  consumerKey: storeBindRequest.shape.consumerKey,
  consumerSecret: storeBindRequest.shape.consumerSecret,
  /** A pasted access token (Temu's manual authorization). */
  accessToken: z.string().trim().min(1, 'validation.required').max(512, 'validation.tooLong'),
};
