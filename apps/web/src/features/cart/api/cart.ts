import type { AddCartBatchAnswer, CartChange, CartItem, CartLine } from '@threadway/contracts';
import { api, call } from '../../../lib/api-client';

/** The cart calls of spec 7. */

export const fetchServerCart = () => api<CartItem[]>('POST', '/api/product/cart/list');

/** The header badge's number: the server cart's lines. */
export const fetchCartCount = async () => (await api<{ shoppingCartSkuNum: number }>('GET', '/api/product/cart/count')).shoppingCartSkuNum;

/** A guest's local lines priced and stocked by the server (prices stay null for guests). */
export const buildGuestCart = (lines: CartLine[]) => api<CartItem[]>('POST', '/api/product/open/buildCartList', { body: lines });

export const addToServerCart = (line: CartLine) => api<CartChange>('POST', '/api/product/cart/add', { body: line });

/** Several lines at once: a pack's sizes, or the guest cart merged at sign-in. */
/** The guest cart's merge sends an Idempotency-Key per batch (merge-guest-cart.ts). */
export const addBatchToServerCart = (lines: CartLine[], idempotencyKey?: string) =>
  api<AddCartBatchAnswer>('POST', '/api/product/cart/addBatch', { body: { cartParams: lines }, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined });

export const setServerCartNum = (line: Pick<CartLine, 'skuCode' | 'warehouseCode' | 'num'>) => api<CartChange>('PUT', '/api/product/cart/num', { body: line });

/** Resolves to the envelope: its message is shown as the success message (spec 7). */
export const deleteFromServerCart = (ids: number[]) => call<null>('DELETE', '/api/product/cart/delete', { body: ids });
