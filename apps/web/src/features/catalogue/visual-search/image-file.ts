import { VISUAL_SEARCH_MAX_BYTES, VISUAL_SEARCH_TYPES } from '@threadway/contracts';

/** Why a picture cannot be searched with, as a server message key (spec 5 wording). */
export type ImageProblem = 'onlyPictures' | 'imageTooLarge';

/** Spec 5: png, jpeg or webp, at most 5 MB. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(VISUAL_SEARCH_TYPES as readonly string[]).includes(file.type)) return 'onlyPictures';
  if (file.size > VISUAL_SEARCH_MAX_BYTES) return 'imageTooLarge';
  return null;
}

/** The compressed picture keeps its type, except WebP, which is sent as JPEG (spec 5). */
export const compressedType = (type: string): string => (type === 'image/webp' ? 'image/jpeg' : type);

/** The size a picture is scaled down to fit in, keeping its proportions; small ones are not enlarged. */
export function fitWithin(width: number, height: number, box: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
