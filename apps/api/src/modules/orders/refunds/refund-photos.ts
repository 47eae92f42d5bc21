import { MAX_REFUND_PHOTOS } from '@threadway/contracts';
import { badRequest } from '../../../platform/errors.ts';
import type { MediaStore } from '../../catalogue/media/media-store.ts';
import { cleanUploadedImage } from '../../catalogue/uploads/upload-image.ts';

/**
 * The photos of a refund application: pictures only, each decoded and encoded again (metadata
 * and anything hidden dropped) exactly as catalogue uploads are, checked all before any is kept,
 * then stored by content hash and served from /media/uploads/ like other uploads.
 */
export async function storeRefundPhotos(store: MediaStore, files: readonly Buffer[]): Promise<string[]> {
  if (files.length > MAX_REFUND_PHOTOS) throw badRequest('refunds.tooManyPhotos', { count: MAX_REFUND_PHOTOS });
  const cleaned = [];
  for (const bytes of files) cleaned.push(await cleanUploadedImage(bytes));
  const urls: string[] = [];
  for (const image of cleaned) urls.push(await store.saveUpload(image));
  return urls;
}
