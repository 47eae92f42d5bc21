import sharp from 'sharp';
import { avatarSvg } from './avatar-svg.ts';
import { bannerSvg } from './banner-svg.ts';
import { garmentSvg, lookSvg } from './garment-svg.ts';
import type { RenderedTarget } from './media-names.ts';

/**
 * The SVG of a generated picture. Garments and looks can be drawn at another pixel size (the
 * drawing scales): visual search draws them small to read their features quickly.
 */
export function svgOf(target: RenderedTarget, size?: { width: number; height: number }): string {
  switch (target.kind) {
    case 'garments':
      return garmentSvg(target.image, size?.width, size?.height);
    case 'looks':
      return lookSvg(target.image, size?.width, size?.height);
    case 'banners':
      return bannerSvg(target.image, target.layout);
    case 'avatars':
      return avatarSvg(target.initials, target.primary);
  }
}

/** Product pictures' natural proportions (600x720): a narrower rendition keeps them. */
const PICTURE_RATIO = 720 / 600;

/** The picture as WebP at its natural size (product pictures 600x720) or the target's narrower width, or as JPEG when the target asks for it. */
export async function renderPicture(target: RenderedTarget): Promise<Buffer> {
  const size = 'width' in target && target.width ? { width: target.width, height: Math.round(target.width * PICTURE_RATIO) } : undefined;
  const picture = sharp(Buffer.from(svgOf(target, size)));
  return target.contentType === 'image/jpeg' ? picture.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer() : picture.webp({ quality: 82, effort: 3 }).toBuffer();
}

/** An uploaded picture's narrower rendition as WebP: its proportions kept, never enlarged. */
export async function renderUploadRendition(source: Buffer, width: number): Promise<Buffer> {
  return sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 82, effort: 3 }).toBuffer();
}
