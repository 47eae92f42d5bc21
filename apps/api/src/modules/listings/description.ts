import { LISTING_LIMITS } from '@threadway/contracts';
import sanitizeHtml from 'sanitize-html';
import { badRequest } from '../../platform/errors.ts';
import { sanitizeLetterHtml } from '../admin/notifications/sanitize-letter.ts';

/**
 * A listing's rich-text description as stores receive it: the same safe HTML as station letters keep
 * (no scripts, styles, handlers, frames or forms). Spec 5.1: not empty once cleaned, at most 40,000 characters.
 */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeLetterHtml(html);
  if (!clean.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(clean)) throw badRequest('listings.descriptionRequired');
  if (clean.length > LISTING_LIMITS.descriptionMax) throw badRequest('listings.descriptionTooLong');
  return clean;
}

/** A rich-text description's words for a platform that reads plain text (TikTok's category recommendation). */
export const plainText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
