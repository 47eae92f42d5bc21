import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../../../platform/errors.ts';

/**
 * An uploaded picture made safe to serve: the type is read from the bytes (never the declared
 * type or the file name), only PNG, JPEG and WebP are accepted (spec 5), and the picture is
 * decoded and encoded again, which drops metadata (EXIF, GPS) and anything hidden after the
 * image data. WebP becomes JPEG as the spec's upload does; PNG stays PNG. Very large pictures
 * are scaled down to UPLOAD_MAX_SIDE: nothing downstream needs more.
 */
export const UPLOAD_MAX_SIDE = 2000;
/** Guards the decoder against 'decompression bombs' (a tiny file declaring a huge picture). */
const MAX_INPUT_PIXELS = 50_000_000;
const OUTPUT = { png: 'png', jpeg: 'jpg', webp: 'jpg' } as const;

export interface CleanImage {
  bytes: Buffer;
  /** '{sha256 of the bytes}.{jpg|png}': the same picture is stored once. */
  name: string;
}

export async function cleanUploadedImage(input: Buffer): Promise<CleanImage> {
  const decoder = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // Bytes the decoder cannot read are not a picture, whatever they claim to be.
  const format = await decoder()
    .metadata()
    .then((m) => m.format, () => undefined);
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp') throw badRequest('errors.onlyPictures');
  const extension = OUTPUT[format];
  const pipeline = decoder().rotate().resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded = extension === 'png' ? pipeline.png() : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true });
  const bytes = await encoded.toBuffer().catch(() => {
    throw badRequest('errors.onlyPictures');
  });
  return { bytes, name: `${createHash('sha256').update(bytes).digest('hex')}.${extension}` };
}
