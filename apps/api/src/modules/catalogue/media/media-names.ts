import { parseAvatarImageName, parseBannerImageName, parseGarmentImageName, PICTURE_WIDTHS, type BannerImage, type GarmentImage, type PictureWidth } from '@threadway/contracts';
import type { BannerLayout } from './banner-svg.ts';

/**
 * What a path under /media/ names. Only names the contracts' parse functions accept resolve, so
 * nothing else is ever rendered and no path can leave the media folder: `file` is built from
 * validated parts only. Rendered pictures live under a folder per drawing version, so changing
 * the drawings re-renders them instead of serving stale files.
 */
export const RENDER_VERSION = 1;

export type MediaTarget =
  | { kind: 'garments' | 'looks'; image: GarmentImage; file: string; contentType: 'image/webp' | 'image/jpeg'; width?: PictureWidth }
  | { kind: 'banners'; image: BannerImage; layout: BannerLayout; file: string; contentType: 'image/webp' }
  | { kind: 'avatars'; initials: string; primary: string; file: string; contentType: 'image/webp' }
  | { kind: 'uploads'; hash: string; file: string; contentType: UploadContentType }
  /** A narrower WebP rendition of an upload, made from `source` on first request. */
  | { kind: 'upload-renditions'; source: Extract<MediaTarget, { kind: 'uploads' }>; width: PictureWidth; file: string; contentType: 'image/webp' };
export type RenderedTarget = Exclude<MediaTarget, { kind: 'uploads' | 'upload-renditions' }>;

export const UPLOAD_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type UploadContentType = (typeof UPLOAD_TYPES)[keyof typeof UPLOAD_TYPES];
const UPLOAD_NAME = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

const rendered = (path: string) => `r${RENDER_VERSION}/${path}`;

/** The target of `rest`, the part of the path after '/media/', or null when it names nothing. */
export function resolveMedia(rest: string): MediaTarget | null {
  const parts = rest.split('/');
  const [kind, name] = parts;
  const width = parts.length === 3 ? widthOf(name!) : null;
  if (width) return renditionOf(resolveMedia(`${kind}/${parts[2]}`), width);
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

/** The width a folder such as 'w300' names, when it is one the route serves. */
function widthOf(folder: string): PictureWidth | null {
  const width = /^w(\d{3,4})$/.exec(folder) && Number(folder.slice(1));
  return (PICTURE_WIDTHS as readonly number[]).includes(width || 0) ? (width as PictureWidth) : null;
}

/** A product picture's narrower WebP rendition (contracts' pictureVariantUrl): drawn garments and looks, and uploads; nothing else has one. */
function renditionOf(target: MediaTarget | null, width: PictureWidth): MediaTarget | null {
  if (!target) return null;
  const [kind, name] = target.file.replace(/^r\d+\//, '').split('/') as [string, string];
  if ((target.kind === 'garments' || target.kind === 'looks') && target.contentType === 'image/webp') return { ...target, width, file: rendered(`${kind}/w${width}/${name}`) };
  if (target.kind === 'uploads') return { kind: 'upload-renditions', source: target, width, file: `uploads/w${width}/${name}`, contentType: 'image/webp' };
  return null;
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
