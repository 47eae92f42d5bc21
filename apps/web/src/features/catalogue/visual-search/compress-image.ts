import { VISUAL_SEARCH_SIZE } from '@threadway/contracts';
import { compressedType, fitWithin } from './image-file';

/**
 * Shrinks a picture to fit 280x330 at quality 0.8 with a canvas before it is uploaded
 * (spec 5); WebP becomes JPEG. Rejects when the browser cannot decode the file as a picture.
 */
export async function compressImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height, VISUAL_SEARCH_SIZE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const type = compressedType(file.type);
  if (type === 'image/jpeg') {
    // JPEG has no transparency: transparent parts of a WebP would otherwise turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, VISUAL_SEARCH_SIZE.quality));
  if (!blob) throw new Error('could not encode the picture');
  const extension = type === 'image/png' ? 'png' : 'jpg';
  return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'search'}.${extension}`, { type });
}
