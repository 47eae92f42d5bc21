import { CART_BATCH_MAX } from '@threadway/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { guestCartStore, mergingGuestCart, saveGuestCart } from '../guest-cart';
import { removeEntries } from '../guest-cart-rules';
import { addBatchToServerCart } from './cart';
import { cartKeys } from './keys';

let merging: Promise<void> | null = null;

/**
 * At sign-in the guest cart moves into the server cart (addBatch, at most CART_BATCH_MAX lines
 * a call) and leaves the browser. Lines the server skips (no longer sold, out of stock) are
 * dropped with it. A failed call keeps the local cart for the next try; one merge runs at a time.
 * mergingGuestCart is up until the server cart has been read again with the merged lines.
 */
export function mergeGuestCart(queryClient: QueryClient): Promise<void> {
  merging ??= (async () => {
    mergingGuestCart.set(true);
    // Each merged batch leaves the local cart at once, so a retry after a failure never adds it twice.
    while (guestCartStore.get().length > 0) {
      const batch = guestCartStore.get().slice(0, CART_BATCH_MAX);
      await addBatchToServerCart(batch);
      saveGuestCart(removeEntries(guestCartStore.get(), batch));
    }
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  })().finally(() => {
    merging = null;
    mergingGuestCart.set(false);
  });
  return merging;
}
