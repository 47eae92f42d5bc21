import type { CartItem } from '@threadway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** The bag reads and changes the seller's server cart (spec 7 Cart). */
const BAG_CART_KEY = ['checkout', 'cart'] as const;

/** Off for a guest (who signs up on the bag first) and while their cart moves to the server. */
export const useServerCart = (enabled: boolean) => useQuery({ queryKey: BAG_CART_KEY, queryFn: () => api<CartItem[]>('POST', '/api/product/cart/list'), enabled });

export const setCartNum = (line: { skuCode: string; warehouseCode: string; num: number }) => api<unknown>('PUT', '/api/product/cart/num', { body: line });

/** Resolves to the envelope: its message is the success message shown (spec 7). */
export const deleteCartItems = (ids: number[]) => call<null>('DELETE', '/api/product/cart/delete', { body: ids });

/** After a delete: the bag and the cart drawer (whose keys start with 'cart') read again. */
export function useCartChanged() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: BAG_CART_KEY }), queryClient.invalidateQueries({ queryKey: ['cart'] })]);
}
