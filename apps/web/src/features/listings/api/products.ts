import type { ProductDetail } from '@threadway/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The selected catalogue products, each as the product page reads it; one that cannot be read comes back as an error. */
export const useSelectedProducts = (productIds: string[]) =>
  useQueries({
    queries: productIds.map((id) => ({
      queryKey: ['listings', 'product', id],
      queryFn: () => api<ProductDetail>('GET', '/api/product/open/details', { query: { id } }),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
