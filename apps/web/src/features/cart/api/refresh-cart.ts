import type { QueryClient } from '@tanstack/react-query';
import { cartKeys } from './keys';

/**
 * Reads the cart again after a change. A read already on its way may have left before the change reached the server,
 * so it is cancelled first: invalidateQueries alone joins a query's first read (one with no data yet) instead of
 * starting another, and the header's count stayed 0 after the guest cart moved in at sign-in.
 */
export async function refreshCart(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartKeys.all });
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
