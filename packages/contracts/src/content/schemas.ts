import { z } from 'zod';
import { pageOf, pageRequest, productCard } from '../catalogue/schemas.ts';
import { DISCOUNT_SORTS } from './discount-rules.ts';

const id = z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').positive('validation.invalidValue').max(2_147_483_647, 'validation.invalidValue');

// ---------- events, albums, content ----------

export { DISCOUNT_PREVIEW_PRODUCTS, DISCOUNT_SORTS, DISCOUNT_STATUS, DISCOUNT_TYPES } from './discount-rules.ts';
const oneTwoThree = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.invalidValue' });
export const discountListRequest = pageRequest.extend({
  type: oneTwoThree.optional(),
  status: oneTwoThree.optional(),
  sortType: oneTwoThree.default(DISCOUNT_SORTS.curated),
});
export const discountSummary = z.object({
  discountId: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  description: z.string(),
  bannerUrl: z.string().nullable(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  expired: z.boolean(),
  /** A few products to show on cards. */
  products: z.array(productCard),
});
export const discountInfo = discountSummary.omit({ products: true });
export const discountProductsRequest = pageRequest.extend({ discountId: id });
export const discountProductsPage = pageOf(productCard).extend({ discount: discountInfo });
/** The header's festival activities: running festival collections (spec 3, Festival activity). */
export const festivalActivity = z.object({ discountId: z.number().int(), name: z.string(), bannerUrl: z.string().nullable(), endTime: z.number().int() });
/** What the mall needs to know about events before listing them: the home countdown and which types run. */
export const discountConfig = z.object({
  /** Epoch ms on the server, so countdowns do not trust the device clock. */
  serverTime: z.number().int(),
  /** Event types with at least one event running now. */
  liveTypes: z.array(z.number().int()),
  /** The running flash sale that ends first, for the home countdown. */
  flashSale: discountInfo.nullable(),
});

/** 1 new in, 2 best sellers; other types are curated albums. */
export const ALBUM_TYPES = { newIn: 1, bestSellers: 2 } as const;
/** An album page: by moduleId, or the first album of a type (spec 2.1: /mall/album?type=&moduleId=). */
export const albumQuery = pageRequest
  .extend({
    type: z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(1, 'validation.invalidValue').max(9, 'validation.invalidValue').optional(),
    moduleId: id.optional(),
  })
  .refine((q) => q.type !== undefined || q.moduleId !== undefined, { message: 'validation.choose', path: ['type'] });
export const albumInfo = z.object({ moduleId: z.number().int(), type: z.number().int(), name: z.string(), bannerUrl: z.string().nullable() });
export const albumPage = pageOf(productCard).extend({ album: albumInfo });
export const albumTopEntry = z.object({ type: z.number().int(), moduleId: z.number().int(), name: z.string() });
/** An album with its first products, as the mall home shows it. */
export const albumShowcase = albumInfo.extend({ products: z.array(productCard) });
export const albumShowQuery = z.object({
  size: z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').min(1, 'validation.invalidValue').max(24, 'validation.invalidValue').default(8),
});
export const albumGroup = z.object({ type: z.number().int(), modules: z.array(albumInfo) });

export const banner = z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string(), mobileImageUrl: z.string().nullable(), linkUrl: z.string() });
export const adBar = z.object({
  beforeLoginImg: z.string().nullable(),
  afterLoginImg: z.string().nullable(),
  beforeLoginLink: z.string().nullable(),
  afterLoginLink: z.string().nullable(),
  beforeBackgroundColor: z.string().nullable(),
  afterBackgroundColor: z.string().nullable(),
});
/** The spec's client asks for popups of type 0 (the only kind there is) and reads data.list. */
export const adPopupQuery = z.object({ type: z.coerce.number({ error: 'validation.invalidValue' }).pipe(z.literal(0, { error: 'validation.invalidValue' })).default(0) });
export const adPopup = z.object({
  id: z.number().int(),
  mainImage: z.string(),
  countdownEndTime: z.number().int().nullable(),
  popupAttributes: z.object({ icon_image: z.string(), popup_link: z.string().nullable() }),
  popupRules: z.object({ delay_time: z.number().int(), accept_type: z.number().int(), display_page_type: z.number().int() }),
});
export type AdPopup = z.infer<typeof adPopup>;
export const adPopupList = z.object({ list: z.array(adPopup) });
/** Navigation item (spec 3): status 0 shows but is not clickable; `child` is left out when empty. */
export interface NavItem {
  id: number;
  name: string;
  imgUrl: string | null;
  labelImgUrl: string | null;
  linkUrl: string | null;
  status: number;
  menuType: number;
  child?: NavItem[];
}
export const navItem: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    imgUrl: z.string().nullable(),
    labelImgUrl: z.string().nullable(),
    linkUrl: z.string().nullable(),
    status: z.number().int(),
    menuType: z.number().int(),
    child: z.array(navItem).optional(),
  }),
);

// ---------- explore (Influencers' Pick) ----------

export const EXPLORE_FILTERS = ['category', 'designElements', 'colour', 'style', 'pattern', 'material', 'gender', 'contour'] as const;
export const GUEST_EXPLORE_LIMIT = 12;
export const insListRequest = pageRequest.extend({
  categoryId: id.optional(),
  sortType: z.enum(['releaseTime', 'followers'], { error: 'validation.invalidValue' }).default('releaseTime'),
  designElements: z.string().trim().max(60).optional(),
  colour: z.string().trim().max(60).optional(),
  style: z.string().trim().max(60).optional(),
  pattern: z.string().trim().max(60).optional(),
  material: z.string().trim().max(60).optional(),
  gender: z.string().trim().max(60).optional(),
  contour: z.string().trim().max(60).optional(),
});
export const insPost = z.object({
  id: z.number().int(),
  influencer: z.string(),
  avatarUrl: z.string().nullable(),
  title: z.string(),
  imageUrl: z.string(),
  followers: z.number().int(),
  releaseTime: z.string(),
  tags: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  following: z.boolean(),
});
export const insDetail = insPost.extend({ products: z.array(productCard) });
export const insTagMenu = z.record(z.string(), z.array(z.object({ code: z.string(), name: z.string() })));
export const insInfoQuery = z.object({ id });
/** Follow (POST) or unfollow (DELETE) an influencer; sellers only. */
export const followRequest = z.object({ influencer: z.string({ error: 'validation.invalidValue' }).trim().min(1, 'validation.invalidValue').max(120, 'validation.invalidValue') });
export const followAnswer = z.object({ influencer: z.string(), following: z.boolean() });
