import { QueryClient } from '@tanstack/react-query';

/** The query cache of the browser's app: one retry, answers fresh for 30 s, no refetch on focus. */
export const createBrowserQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });
