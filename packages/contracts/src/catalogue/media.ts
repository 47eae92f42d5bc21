/**
 * Generated catalogue images are named by what they show, so the server can render any of them
 * on first request (and cache it) and the generator only writes names:
 *   /media/garments/{silhouette}-{pattern}-{primary}-{secondary}-{variant}.webp
 *   /media/looks/{silhouette}-{pattern}-{primary}-{secondary}-{variant}.webp   (Explore posts, a model-free flat lay)
 *   /media/banners/{theme}-{primary}-{secondary}-{variant}.webp          (1200x400; /media/banners/mobile/{same name} is 750x400)
 *   /media/avatars/{initials}-{primary}.webp
 * Colours are 6 lowercase hex digits without '#'; variant is 0-999 and changes details
 * (stripe width, dot spacing, trim) so that two products never share a picture.
 * Uploaded images live under /media/uploads/{sha256}.{jpg|png|webp}.
 * A product picture (garment, look or upload) also comes narrower, as WebP, under a width folder:
 *   /media/garments/w300/{name}  (300x360 instead of 600x720; an upload keeps its proportions)
 */
export const SILHOUETTES = ['tshirt', 'shirt', 'blouse', 'dress', 'skirt', 'pants', 'shorts', 'hoodie', 'sweater', 'jacket', 'coat', 'jumpsuit'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];
export const PATTERNS = ['solid', 'stripes', 'dots', 'checks', 'floral', 'colorblock', 'chevron', 'camo'] as const;
export type Pattern = (typeof PATTERNS)[number];
export const BANNER_THEMES = ['sale', 'newin', 'festival', 'custom', 'shipping', 'bestsellers'] as const;
export type BannerTheme = (typeof BANNER_THEMES)[number];

export interface GarmentImage {
  silhouette: Silhouette;
  pattern: Pattern;
  primary: string;
  secondary: string;
  variant: number;
}

const HEX = /^[0-9a-f]{6}$/;
const validVariant = (v: number) => Number.isInteger(v) && v >= 0 && v <= 999;

export const garmentImageUrl = (image: GarmentImage, kind: 'garments' | 'looks' = 'garments'): string =>
  `/media/${kind}/${image.silhouette}-${image.pattern}-${image.primary}-${image.secondary}-${image.variant}.webp`;

/** The picture a generated garment file name describes, or null when the name is not one. */
export function parseGarmentImageName(name: string): GarmentImage | null {
  const match = /^([a-z]+)-([a-z]+)-([0-9a-f]{6})-([0-9a-f]{6})-(\d{1,3})\.webp$/.exec(name);
  if (!match) return null;
  const [, silhouette, pattern, primary, secondary, variant] = match as unknown as [string, string, string, string, string, string];
  if (!(SILHOUETTES as readonly string[]).includes(silhouette) || !(PATTERNS as readonly string[]).includes(pattern)) return null;
  if (!HEX.test(primary) || !HEX.test(secondary) || !validVariant(Number(variant))) return null;
  return { silhouette: silhouette as Silhouette, pattern: pattern as Pattern, primary, secondary, variant: Number(variant) };
}

export interface BannerImage {
  theme: BannerTheme;
  primary: string;
  secondary: string;
  variant: number;
}
export const bannerImageUrl = (image: BannerImage, layout: 'wide' | 'mobile' = 'wide'): string =>
  `/media/banners/${layout === 'mobile' ? 'mobile/' : ''}${image.theme}-${image.primary}-${image.secondary}-${image.variant}.webp`;
export function parseBannerImageName(name: string): BannerImage | null {
  const match = /^([a-z]+)-([0-9a-f]{6})-([0-9a-f]{6})-(\d{1,3})\.webp$/.exec(name);
  if (!match || !(BANNER_THEMES as readonly string[]).includes(match[1]!)) return null;
  return { theme: match[1] as BannerTheme, primary: match[2]!, secondary: match[3]!, variant: Number(match[4]) };
}

export const avatarImageUrl = (initials: string, primary: string): string => `/media/avatars/${initials}-${primary}.webp`;
export function parseAvatarImageName(name: string): { initials: string; primary: string } | null {
  const match = /^([A-Z]{1,2})-([0-9a-f]{6})\.webp$/.exec(name);
  return match ? { initials: match[1]!, primary: match[2]! } : null;
}

/** The narrower renditions the media route serves besides a picture's natural width (600 px for drawn ones). */
export const PICTURE_WIDTHS = [300] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
const RESIZABLE = /^\/media\/(garments|looks|uploads)\/([^/]+)$/;

/** The URL of `url` at `width` pixels wide, or null when it is not one of our product pictures (another origin, a banner, a JPEG rendition). */
export function pictureVariantUrl(url: string, width: PictureWidth): string | null {
  const match = RESIZABLE.exec(url);
  return match && !(match[1] === 'garments' && match[2]!.endsWith('.jpg')) ? `/media/${match[1]}/w${width}/${match[2]}` : null;
}

/**
 * The `srcset` of a product picture: its 300 px rendition and itself at its natural width, so a
 * browser showing it small fetches fewer bytes; undefined when it has no rendition.
 */
export function pictureSrcSet(url: string): string | undefined {
  const small = pictureVariantUrl(url, 300);
  return small ? `${small} 300w, ${url} 600w` : undefined;
}

/** How wide a product card is shown (the product grid's columns; shelves are narrower): the browser picks the picture's rendition from it. */
export const PRODUCT_CARD_SIZES = '(max-width: 640px) 50vw, (max-width: 1000px) 33vw, 260px';

/**
 * The product list's first cards (two rows on a phone, the first row on a desktop): their pictures load at once and
 * first, not lazily, and the list's HTML preloads them, since one of them is the page's largest paint.
 */
export const PRODUCT_LIST_PRIORITY_CARDS = 4;

/** The picture for a thumbnail (a bag line, an order line, a list row, under 100 px): its smallest rendition, else itself. */
export const thumbnailUrl = (url: string): string => pictureVariantUrl(url, PICTURE_WIDTHS[0]) ?? url;
