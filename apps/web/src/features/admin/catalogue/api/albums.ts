import type { AdminAlbum, AlbumInput, CreateAlbumInput, ListedProduct } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { catalogueKeys } from './keys';
import { useCatalogueMutation, type Widen } from './mutation';

const base = '/api/admin/catalogue/albums';

export const useAlbums = () => useQuery({ queryKey: catalogueKeys.albums, queryFn: () => adminApi<AdminAlbum[]>('GET', base) });

export const useSaveAlbum = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<AlbumInput> }) =>
    id === undefined ? adminCall<AdminAlbum[]>('POST', base, { body: input as CreateAlbumInput }) : adminCall<AdminAlbum[]>('PUT', `${base}/${id}`, { body: input }),
  );

export const useDeleteAlbum = () => useCatalogueMutation((id: number) => adminCall<AdminAlbum[]>('DELETE', `${base}/${id}`));

export const useAlbumProducts = (id: number) => useQuery({ queryKey: catalogueKeys.albumProducts(id), queryFn: () => adminApi<ListedProduct[]>('GET', `${base}/${id}/products`) });

export const useSetAlbumProducts = () =>
  useCatalogueMutation(({ id, productIds }: { id: number; productIds: number[] }) => adminCall<ListedProduct[]>('PUT', `${base}/${id}/products`, { body: { productIds } }));
