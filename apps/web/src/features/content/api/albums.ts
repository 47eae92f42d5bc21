import type { albumPage } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type AlbumPage = z.infer<typeof albumPage>;

/** A page of an album's products, by type (its first album) or by moduleId. */
export const useAlbum = (type: number | null, moduleId: number | null, pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: ['content', 'album', useSession()?.userId ?? 'guest', type, moduleId, pageNumber, pageSize],
    queryFn: () => api<AlbumPage>('POST', '/api/product/open/module/products', { body: { type: type ?? undefined, moduleId: moduleId ?? undefined, pageNumber, pageSize } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
