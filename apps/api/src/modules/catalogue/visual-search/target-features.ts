import { pictureSheetSvg, type GeneratedPicture } from '../media/garment-svg.ts';
import type { MediaTarget } from '../media/media-names.ts';
import type { MediaStore } from '../media/media-store.ts';
import { FEATURE_WORK_SIZE, featuresOfImage, featuresOfSheet, fullySeen, queryFeaturesOfImage, type QueryReading } from './features.ts';

/** Generated pictures drawn per sheet when many are described at once (seed time). */
export const SHEET_PICTURES = 16;
const SHEET_COLUMNS = 4;

/**
 * Descriptors of generated garments and looks, drawn straight at the working size (nearly the
 * pixels a downscaled WebP would give, at a fraction of the cost), up to SHEET_PICTURES at a time.
 */
export function featuresOfPictures(pictures: readonly GeneratedPicture[]): Promise<Float32Array[]> {
  const columns = Math.min(SHEET_COLUMNS, pictures.length);
  return featuresOfSheet(pictureSheetSvg(pictures, FEATURE_WORK_SIZE, columns), pictures.length, columns);
}

/**
 * The descriptor of one of our media files: generated garments and looks as above, anything
 * else read from disk (uploads) or rendered once (banners, avatars). Null when an upload is not
 * on disk.
 */
export async function featuresOfTarget(target: MediaTarget, store: MediaStore): Promise<Float32Array | null> {
  if (target.kind === 'garments' || target.kind === 'looks') return (await featuresOfPictures([target]))[0]!;
  const bytes = await store.read(target);
  return bytes && featuresOfImage(bytes);
}

/**
 * The descriptors a search compares with the catalogue: a generated picture is one of ours, read
 * as the catalogue is; an upload is a shopper's photo, read every way in QUERY_READINGS.
 */
export async function queryFeaturesOfTarget(target: MediaTarget, store: MediaStore): Promise<QueryReading[] | null> {
  if (target.kind === 'garments' || target.kind === 'looks') return (await featuresOfPictures([target])).map(fullySeen);
  const bytes = await store.read(target);
  return bytes && queryFeaturesOfImage(bytes);
}
