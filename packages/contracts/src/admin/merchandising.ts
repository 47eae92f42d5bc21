import { z } from 'zod';
import { pageOf, pageRequest } from '../catalogue/schemas.ts';
import { invalid, int, idRule, adminRequiredText, optionalText, adminStockRule, statusRule, adminLinkRule, optionalLink, localizedNamesRule, type LocalizedNamesInput } from './fields.ts';

// ---------- flash sales and events ----------

const isoTime = z.iso.datetime({ offset: true, error: invalid });
const eventFields = {
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: invalid }),
  name: adminRequiredText(120),
  names: localizedNamesRule,
  description: optionalText(2000),
  bannerUrl: optionalLink,
  startTime: isoTime,
  endTime: isoTime,
  status: statusRule,
  sort: int(-100_000, 100_000),
};
const endAfterStart = (r: { startTime?: string; endTime?: string }) => !r.startTime || !r.endTime || Date.parse(r.endTime) > Date.parse(r.startTime);
export const createEventRequest = z
  .object({ ...eventFields, names: localizedNamesRule.optional(), description: eventFields.description.optional(), status: statusRule.optional(), sort: eventFields.sort.optional() })
  .refine(endAfterStart, { message: 'validation.rangeEnd', path: ['endTime'] });
export const updateEventRequest = z
  .object(eventFields)
  .omit({ type: true })
  .partial()
  .refine(endAfterStart, { message: 'validation.rangeEnd', path: ['endTime'] });
export type CreateEventInput = z.infer<typeof createEventRequest>;
export type EventInput = z.infer<typeof updateEventRequest>;
export const eventListRequest = pageRequest.extend({ type: z.coerce.number({ error: invalid }).refine((t) => t === 1 || t === 2 || t === 3, invalid).optional() });
export const EVENT_STATES = ['upcoming', 'active', 'expired'] as const;
export const adminEvent = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  names: localizedNamesRule,
  description: z.string(),
  bannerUrl: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  productCount: z.number().int(),
  state: z.enum(EVENT_STATES),
});
export type AdminEvent = z.infer<typeof adminEvent>;
export const adminEventPage = pageOf(adminEvent);

export const eventProductsRequest = z.object({
  items: z
    .array(
      z.object({
        productId: idRule,
        discountPercent: int(1, 99),
        /** Flash sales: pieces on offer; null for no limit. */
        spikeTotalStock: adminStockRule.nullable().optional(),
      }),
    )
    .min(1, invalid)
    .max(500, invalid),
});
/** A product listed in an event or an album. */
export const listedProduct = z.object({
  productId: z.number().int(),
  kkProductId: z.string(),
  itemNo: z.string(),
  name: z.string(),
  mainImageUrl: z.string().nullable(),
  priceCents: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
});
export const eventProduct = listedProduct.extend({
  discountPercent: z.number().int(),
  spikeTotalStock: z.number().int().nullable(),
  spikeSoldStock: z.number().int(),
});
export type EventProduct = z.infer<typeof eventProduct>;
export type ListedProduct = z.infer<typeof listedProduct>;

// ---------- albums, banners, navigation, ad bar, ad popups ----------

const albumFields = { type: int(1, 9), name: adminRequiredText(120), names: localizedNamesRule, bannerUrl: optionalLink, status: statusRule, sort: int(-100_000, 100_000) };
export const createAlbumRequest = z.object({ ...albumFields, names: localizedNamesRule.optional(), status: statusRule.optional(), sort: albumFields.sort.optional() });
export const updateAlbumRequest = z.object(albumFields).partial();
export type CreateAlbumInput = z.infer<typeof createAlbumRequest>;
export type AlbumInput = z.infer<typeof updateAlbumRequest>;
export const adminAlbum = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  names: localizedNamesRule,
  bannerUrl: z.string().nullable(),
  status: z.number().int(),
  sort: z.number().int(),
  productCount: z.number().int(),
});
export type AdminAlbum = z.infer<typeof adminAlbum>;
/** The album's products, in this order. */
export const setAlbumProductsRequest = z.object({ productIds: z.array(idRule).max(500, invalid) });

const bannerFields = { title: adminRequiredText(120), titles: localizedNamesRule, imageUrl: adminLinkRule.pipe(z.string().min(1, 'validation.required')), mobileImageUrl: optionalLink, linkUrl: adminLinkRule.pipe(z.string().min(1, 'validation.required')), status: statusRule, sort: int(-100_000, 100_000) };
export const createBannerRequest = z.object({ ...bannerFields, titles: localizedNamesRule.optional(), status: statusRule.optional(), sort: bannerFields.sort.optional() });
export const updateBannerRequest = z.object(bannerFields).partial();
export type CreateBannerInput = z.infer<typeof createBannerRequest>;
export type BannerInput = z.infer<typeof updateBannerRequest>;
export const adminBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  titles: localizedNamesRule,
  imageUrl: z.string(),
  mobileImageUrl: z.string().nullable(),
  linkUrl: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
});
export type AdminBanner = z.infer<typeof adminBanner>;
/** Banner ids in their new order (first shown first). */
export const bannerOrderRequest = z.object({ ids: z.array(idRule).min(1, invalid).max(200, invalid) });

/** 1 or 4 full-page navigation; 2 prefixed with the main site (spec 3). */
export const NAV_MENU_TYPES = [1, 2, 4] as const;
const navFields = {
  parentId: idRule.nullable(),
  name: adminRequiredText(120),
  names: localizedNamesRule,
  imgUrl: optionalLink,
  labelImgUrl: optionalLink,
  linkUrl: optionalLink,
  status: statusRule,
  menuType: z.union([z.literal(1), z.literal(2), z.literal(4)], { error: invalid }),
  sort: int(-100_000, 100_000),
};
export const createNavItemRequest = z.object({ ...navFields, parentId: navFields.parentId.optional(), names: localizedNamesRule.optional(), status: statusRule.optional(), menuType: navFields.menuType.optional(), sort: navFields.sort.optional() });
export const updateNavItemRequest = z.object(navFields).partial();
export type CreateNavItemInput = z.infer<typeof createNavItemRequest>;
export type NavItemInput = z.infer<typeof updateNavItemRequest>;
export interface AdminNavItem {
  id: number;
  parentId: number | null;
  name: string;
  names: LocalizedNamesInput;
  imgUrl: string | null;
  labelImgUrl: string | null;
  linkUrl: string | null;
  status: number;
  menuType: number;
  sort: number;
  children: AdminNavItem[];
}
export const adminNavItem: z.ZodType<AdminNavItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    names: localizedNamesRule,
    imgUrl: z.string().nullable(),
    labelImgUrl: z.string().nullable(),
    linkUrl: z.string().nullable(),
    status: z.number().int(),
    menuType: z.number().int(),
    sort: z.number().int(),
    children: z.array(adminNavItem),
  }),
);

const cssColour = z.union([z.literal('').transform(() => null), z.string().trim().regex(/^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/, invalid)]).nullable();
/** The ad bar above the mall header: one image and link before sign-in, one after (spec 3). */
export const setAdBarRequest = z.object({
  beforeLoginImg: optionalLink.transform((v) => v ?? null),
  afterLoginImg: optionalLink.transform((v) => v ?? null),
  beforeLoginLink: optionalLink.transform((v) => v ?? null),
  afterLoginLink: optionalLink.transform((v) => v ?? null),
  beforeBackgroundColor: cssColour.optional().transform((v) => v ?? null),
  afterBackgroundColor: cssColour.optional().transform((v) => v ?? null),
});

export const ACCEPT_TYPES = [0, 1, 2, 3] as const;
export const DISPLAY_PAGE_TYPES = [0, 2] as const;
const popupFields = {
  mainImage: adminLinkRule.pipe(z.string().min(1, 'validation.required')),
  iconImage: adminLinkRule.pipe(z.string().min(1, 'validation.required')),
  popupLink: optionalLink,
  countdownEndTime: isoTime.nullable(),
  delayTime: int(0, 600),
  acceptType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: invalid }),
  displayPageType: z.union([z.literal(0), z.literal(2)], { error: invalid }),
  status: statusRule,
};
export const createAdPopupRequest = z.object({
  ...popupFields,
  countdownEndTime: popupFields.countdownEndTime.optional(),
  delayTime: popupFields.delayTime.optional(),
  acceptType: popupFields.acceptType.optional(),
  displayPageType: popupFields.displayPageType.optional(),
  status: statusRule.optional(),
});
export const updateAdPopupRequest = z.object(popupFields).partial();
export type CreateAdPopupInput = z.infer<typeof createAdPopupRequest>;
export type AdPopupInput = z.infer<typeof updateAdPopupRequest>;
export const adminAdPopup = z.object({
  id: z.number().int(),
  mainImage: z.string(),
  iconImage: z.string(),
  popupLink: z.string().nullable(),
  countdownEndTime: z.string().nullable(),
  delayTime: z.number().int(),
  acceptType: z.number().int(),
  displayPageType: z.number().int(),
  status: z.number().int(),
});
export type AdminAdPopup = z.infer<typeof adminAdPopup>;
