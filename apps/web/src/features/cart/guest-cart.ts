import { inBrowser } from '../../lib/in-browser';
import { createStore, useStore } from '../../lib/store';
import { GUEST_CART_TTL_MS, readGuestCart, type GuestCartEntry, type SavedGuestCart } from './guest-cart-rules';

const KEY = 'tw_guest_cart';

/**
 * The guest cart of this browser; the badge and the drawer re-render when it changes. The server does not
 * know it, so a page it drew shows an empty one until hydration is done.
 */
const NONE: GuestCartEntry[] = [];
export const guestCartStore = createStore<GuestCartEntry[]>(inBrowser ? readGuestCart(localStorage.getItem(KEY), Date.now()) : NONE, () => NONE);
export const useGuestCart = () => useStore(guestCartStore);

/** Saves the guest cart and restarts its expiry; an empty cart leaves nothing behind. */
export function saveGuestCart(items: GuestCartEntry[]): void {
  if (items.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify({ expiresAt: Date.now() + GUEST_CART_TTL_MS, items } satisfies SavedGuestCart));
  guestCartStore.set(items);
}

/**
 * A guest cart is moving into the server cart (sign-in just happened): until the cart has been
 * read again, the lines the guest had ticked are missing from it but must stay ticked.
 */
export const mergingGuestCart = createStore(false);
export const useMergingGuestCart = () => useStore(mergingGuestCart);
