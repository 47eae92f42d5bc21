import { CART_BATCH_MAX } from '@threadway/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { guestCartStore, mergingGuestCart, saveGuestCart } from '../guest-cart';
import { removeEntries } from '../guest-cart-rules';
import { addBatchToServerCart } from './cart';
import { refreshCart } from './refresh-cart';

let merging: Promise<void> | null = null;

const MERGE_KEY = 'tw_guest_cart_merge';

/**
 * The batch's Idempotency-Key, kept in the browser with the batch until the batch has left it: a page closed
 * after the server added the lines but before the browser removed them sends the same key again next time,
 * and the server answers as before instead of adding the lines twice.
 */
function keyOf(batch: readonly unknown[]): string {
  const lines = JSON.stringify(batch);
  const saved = savedMergeKey();
  if (saved?.lines === lines && typeof saved.key === 'string') return saved.key;
  const key = crypto.randomUUID();
  localStorage.setItem(MERGE_KEY, JSON.stringify({ key, lines }));
  return key;
}

function savedMergeKey(): { key?: unknown; lines?: unknown } | null {
  try {
    return JSON.parse(localStorage.getItem(MERGE_KEY) ?? 'null') as { key?: unknown; lines?: unknown } | null;
  } catch {
    return null;
  }
}

/**
 * At sign-in the guest cart moves into the server cart (addBatch, at most CART_BATCH_MAX lines
 * a call) and leaves the browser. Lines the server skips (no longer sold, out of stock) are
 * dropped with it. A failed call keeps the local cart for the next try; one merge runs at a time.
 * mergingGuestCart is up until the server cart has been read again with the merged lines.
 */
export function mergeGuestCart(queryClient: QueryClient): Promise<void> {
  merging ??= (async () => {
    mergingGuestCart.set(true);
    // Each merged batch leaves the local cart at once; its key covers a page closed in between.
    while (guestCartStore.get().length > 0) {
      const batch = guestCartStore.get().slice(0, CART_BATCH_MAX);
      await addBatchToServerCart(batch, keyOf(batch));
      saveGuestCart(removeEntries(guestCartStore.get(), batch));
      localStorage.removeItem(MERGE_KEY);
    }
    await refreshCart(queryClient);
  })().finally(() => {
    merging = null;
    mergingGuestCart.set(false);
  });
  return merging;
}
