import type { MessageKey } from '../i18n/messages.ts';
import type { WishlistStatus } from './schemas.ts';

/**
 * Why a selection of wish-list items cannot go to batch listing (spec 2.5, 5.2), or null when it
 * can: nothing selected, or an item no longer on sale among them.
 */
export function batchListingRefusal(selection: readonly { status: WishlistStatus }[]): MessageKey | null {
  if (selection.length === 0) return 'wishlist.selectProductFirst';
  if (selection.some((item) => item.status === 'unavailable')) return 'wishlist.unavailableIncluded';
  return null;
}
