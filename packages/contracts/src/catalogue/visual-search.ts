import { z } from 'zod';
import { pageOf, pageRequest, productCard } from './schemas.ts';

// ---------- visual search ----------

/** Spec 5: png, jpeg or webp, at most 5 MB; the browser sends it compressed to 280x330 at 0.8. */
export const VISUAL_SEARCH_MAX_BYTES = 5 * 1024 * 1024;
export const VISUAL_SEARCH_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const VISUAL_SEARCH_SIZE = { width: 280, height: 330, quality: 0.8 } as const;
export const SIMILAR_DIRECTORY = 'similar-search';
/** Folders a sign value may be asked for (GET /api/system/signValue); visual search uses its own. */
export const UPLOAD_DIRECTORIES = [SIMILAR_DIRECTORY] as const;
export const signValueQuery = z.object({ directory: z.enum(UPLOAD_DIRECTORIES, { error: 'validation.invalidValue' }) });
/** A short-lived permission to upload into one directory, for the caller who asked for it. */
export const signValueResult = z.object({ signValue: z.string(), expiresAt: z.string() });
export const uploadResult = z.object({ url: z.string() });
export const similarRequest = pageRequest.extend({ imageUrl: z.string().trim().min(1, 'validation.invalidValue').max(500, 'validation.invalidValue') });
export const similarPage = pageOf(productCard.extend({ similarity: z.number() }));
