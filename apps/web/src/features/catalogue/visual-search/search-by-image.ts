import { compressImage } from './compress-image';
import { uploadSearchImage } from './api/upload-image';
import { imageProblem } from './image-file';
import { saveSimilarImage } from './similar-image';

/** A picture refused before upload; `messageKey` is the server message to show. */
export class ImageRejected extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/**
 * Checks, compresses and uploads a picture, and keeps its address for /mall/similar. Loaded
 * only when a picture is chosen, so the header carries none of this.
 */
export async function searchByImage(file: File): Promise<void> {
  const problem = imageProblem(file);
  if (problem) throw new ImageRejected(`messages:errors.${problem}`);
  // A file named like a picture that the browser cannot decode is not one either.
  const compressed = await compressImage(file).catch(() => {
    throw new ImageRejected('messages:errors.onlyPictures');
  });
  saveSimilarImage(await uploadSearchImage(compressed));
}
