import type { CartItem } from '@threadway/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { itemKey } from '../cart-item';
import { guestCartStore, saveGuestCart, useGuestCart } from '../guest-cart';
import { removeEntries, setEntryNum } from '../guest-cart-rules';
import { buildGuestCart, deleteFromServerCart, fetchCartCount, fetchServerCart, setServerCartNum } from './cart';
import { cartKeys } from './keys';
import { refreshCart } from './refresh-cart';

/** The server cart of the signed-in seller. */
function useServerCart() {
  const session = useSession();
  return useQuery({ queryKey: cartKeys.server(session?.userId ?? 0), queryFn: fetchServerCart, enabled: session !== null });
}

/** The header badge's count: the server cart's lines when signed in, the local cart's for guests. */
export function useCartCount(): number {
  const session = useSession();
  const guest = useGuestCart();
  const server = useQuery({ queryKey: cartKeys.count(session?.userId ?? 0), queryFn: fetchCartCount, enabled: session !== null });
  return session ? (server.data ?? 0) : guest.length;
}

/**
 * The guest cart as the drawer shows it: the server prices and stocks the local lines
 * (buildCartList); quantities stay local, so changing one does not call the server.
 */
function useGuestItems(enabled: boolean) {
  const entries = useGuestCart();
  const keys = entries.map(itemKey).sort();
  const built = useQuery({
    queryKey: cartKeys.guest(keys),
    queryFn: () => buildGuestCart(guestCartStore.get()),
    enabled: enabled && entries.length > 0,
    placeholderData: keepPreviousData,
  });
  const items = (built.data ?? []).flatMap((item) => {
    const entry = entries.find((e) => itemKey(e) === itemKey(item));
    return entry ? [{ ...item, num: entry.num }] : [];
  });
  return { items, isLoading: entries.length > 0 && built.isPending, isError: built.isError };
}

const NUM_DEBOUNCE_MS = 1000;
const pendingNums = new Map<string, number>();

/**
 * The cart shown in the drawer and the cart page, whoever is browsing, with its two writes:
 * a quantity change (shown at once; sent to the server debounced by 1 s, spec 5) and deleting.
 */
export function useCart() {
  const session = useSession();
  const queryClient = useQueryClient();
  const server = useServerCart();
  const guest = useGuestItems(session === null);
  const serverKey = cartKeys.server(session?.userId ?? 0);

  const items: CartItem[] = session ? (server.data ?? []) : guest.items;

  const setNum = (item: CartItem, num: number) => {
    if (!session) return saveGuestCart(setEntryNum(guestCartStore.get(), item, num));
    // A list still on its way from the server predates this change: it must not overwrite it.
    void queryClient.cancelQueries({ queryKey: serverKey });
    queryClient.setQueryData<CartItem[]>(serverKey, (list) => list?.map((i) => (itemKey(i) === itemKey(item) ? { ...i, num } : i)));
    const key = itemKey(item);
    window.clearTimeout(pendingNums.get(key));
    pendingNums.set(
      key,
      window.setTimeout(() => {
        pendingNums.delete(key);
        // A failed update, or one the server clamped (the stock fell meanwhile), shows the server's quantity again.
        setServerCartNum({ skuCode: item.skuCode, warehouseCode: item.warehouseCode, num })
          .then((change) => (change.capped ? refreshCart(queryClient) : undefined))
          .catch(() => refreshCart(queryClient));
      }, NUM_DEBOUNCE_MS),
    );
  };

  /** Deletes items; resolves to the server's message to show, or null for a guest's cart. */
  const remove = async (removed: readonly CartItem[]): Promise<string | null> => {
    if (!session) {
      saveGuestCart(removeEntries(guestCartStore.get(), removed));
      return null;
    }
    const envelope = await deleteFromServerCart(removed.flatMap((i) => (i.id === null ? [] : [i.id])));
    await refreshCart(queryClient);
    return envelope.message;
  };

  return {
    items,
    isLoading: session ? server.isPending : guest.isLoading,
    /** The list shown may be out of date: it is being read again. */
    isFetching: session ? server.isFetching : guest.isLoading,
    isError: session ? server.isError : guest.isError,
    setNum,
    remove,
  };
}
