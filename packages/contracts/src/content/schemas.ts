import { z } from 'zod';
import { pageOf, pageRequest, productCard } from '../catalogue/schemas.ts';

const id = z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').positive('validation.invalidValue').max(2_147_483_647, 'validation.invalidValue');

// ---------- events, albums, content ----------

/** 1 flash sale, 2 discount event, 3 festival collection. */
export const DISCOUNT_TYPES = [1, 2, 3] as const;
export const discountListRequest = pageRequest.extend({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.invalidValue' }).optional(),
  status: z.number().int().optional(),
  sortType: z.number().int().optional(),
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
export const discountProductsRequest = pageRequest.extend({ discountId: id });
export const discountProductsPage = pageOf(productCard).extend({ discount: discountSummary.omit({ products: true }) });

export const albumQuery = pageRequest.extend({ type: z.coerce.number().int().min(1).max(9).optional(), moduleId: id.optional() });
export const albumPage = pageOf(productCard).extend({ album: z.object({ moduleId: z.number().int(), type: z.number().int(), name: z.string(), bannerUrl: z.string().nullable() }) });
export const albumTopEntry = z.object({ type: z.number().int(), moduleId: z.number().int(), name: z.string() });

export const banner = z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string(), mobileImageUrl: z.string().nullable(), linkUrl: z.string() });
export const adBar = z.object({
  beforeLoginImg: z.string().nullable(),
  afterLoginImg: z.string().nullable(),
  beforeLoginLink: z.string().nullable(),
  afterLoginLink: z.string().nullable(),
  beforeBackgroundColor: z.string().nullable(),
  afterBackgroundColor: z.string().nullable(),
});
export const adPopup = z.object({
  id: z.number().int(),
  mainImage: z.string(),
  countdownEndTime: z.number().int().nullable(),
  popupAttributes: z.object({ icon_image: z.string(), popup_link: z.string().nullable() }),
  popupRules: z.object({ delay_time: z.number().int(), accept_type: z.number().int(), display_page_type: z.number().int() }),
});
export interface NavItem {
  id: number;
  name: string;
  imgUrl: string | null;
  labelImgUrl: string | null;
  linkUrl: string | null;
  status: number;
  menuType: number;
  child: NavItem[];
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
    child: z.array(navItem),
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
