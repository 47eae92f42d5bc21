import type { CartLine } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { guestCartStore, saveGuestCart } from '../guest-cart';
import { addEntries } from '../guest-cart-rules';
import { addBatchToServerCart, addToServerCart } from './cart';
import { refreshCart } from './refresh-cart';

/**
 * Adds the product page's choice to the cart: the server cart when signed in (one SKU with
 * cart/add, a pack's sizes with addBatch), the local cart for guests. Rejects when nothing was added.
 */
export function useAddToCart() {
  const session = useSession();
  const queryClient = useQueryClient();
  return async (lines: CartLine[]): Promise<void> => {
    if (!session) return saveGuestCart(addEntries(guestCartStore.get(), lines));
    if (lines.length === 1) await addToServerCart(lines[0]!);
    else if ((await addBatchToServerCart(lines)).added.length === 0) throw new Error('nothing added');
    await refreshCart(queryClient);
  };
}
