import { parseAvatarImageName, parseBannerImageName, parseGarmentImageName, type BannerImage, type GarmentImage } from '@threadway/contracts';
import type { BannerLayout } from './banner-svg.ts';

/**
 * What a path under /media/ names. Only names the contracts' parse functions accept resolve, so
 * nothing else is ever rendered and no path can leave the media folder: `file` is built from
 * validated parts only. Rendered pictures live under a folder per drawing version, so changing
 * the drawings re-renders them instead of serving stale files.
 */
export const RENDER_VERSION = 1;

export type MediaTarget =
  | { kind: 'garments' | 'looks'; image: GarmentImage; file: string; contentType: 'image/webp' | 'image/jpeg' }
  | { kind: 'banners'; image: BannerImage; layout: BannerLayout; file: string; contentType: 'image/webp' }
  | { kind: 'avatars'; initials: string; primary: string; file: string; contentType: 'image/webp' }
  | { kind: 'uploads'; hash: string; file: string; contentType: UploadContentType };
export type RenderedTarget = Exclude<MediaTarget, { kind: 'uploads' }>;

export const UPLOAD_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type UploadContentType = (typeof UPLOAD_TYPES)[keyof typeof UPLOAD_TYPES];
const UPLOAD_NAME = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

const rendered = (path: string) => `r${RENDER_VERSION}/${path}`;

/** The target of `rest`, the part of the path after '/media/', or null when it names nothing. */
export function resolveMedia(rest: string): MediaTarget | null {
  const parts = rest.split('/');
  const [kind, name] = parts;
  if (parts.length === 3 && kind === 'banners' && name === 'mobile') {
    const image = parseBannerImageName(parts[2]!);
    return image && { kind: 'banners', image, layout: 'mobile', file: rendered(`banners/mobile/${parts[2]}`), contentType: 'image/webp' };
  }
  if (parts.length !== 2 || !name) return null;
  switch (kind) {
    case 'garments':
    case 'looks': {
      // A product picture's JPEG rendition (same name, .jpg): store platforms take JPG/PNG only (spec 5.1).
      const jpeg = kind === 'garments' && name.endsWith('.jpg');
      const image = parseGarmentImageName(jpeg ? `${name.slice(0, -4)}.webp` : name);
      return image && { kind, image, file: rendered(`${kind}/${name}`), contentType: jpeg ? 'image/jpeg' : 'image/webp' };
    }
    case 'banners': {
      const image = parseBannerImageName(name);
      return image && { kind, image, layout: 'wide', file: rendered(`banners/${name}`), contentType: 'image/webp' };
    }
    case 'avatars': {
      const avatar = parseAvatarImageName(name);
      return avatar && { kind, ...avatar, file: rendered(`avatars/${name}`), contentType: 'image/webp' };
    }
    case 'uploads': {
      const match = UPLOAD_NAME.exec(name);
      return match && { kind, hash: match[1]!, file: `uploads/${name}`, contentType: UPLOAD_TYPES[match[2] as keyof typeof UPLOAD_TYPES] };
    }
    default:
      return null;
  }
}

/**
 * The target of an image URL a client sends back to us: '/media/...' or the same on our own
 * origin (PUBLIC_URL, or the host the request came to). Anything else is not ours: null.
 */
export function resolveMediaUrl(url: string, origins: string[]): MediaTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  const relative = parsed.origin === 'http://relative.invalid' && url.startsWith('/');
  if (!relative && !origins.includes(parsed.origin)) return null;
  if (parsed.search || parsed.hash || !parsed.pathname.startsWith('/media/')) return null;
  return resolveMedia(parsed.pathname.slice('/media/'.length));
}
