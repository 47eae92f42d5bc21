import type { AdminBanner, BannerInput, CreateBannerInput } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { catalogueKeys } from './keys';
import { useCatalogueMutation, type Widen } from './mutation';

const base = '/api/admin/catalogue/banners';

export const useBanners = () => useQuery({ queryKey: catalogueKeys.banners, queryFn: () => adminApi<AdminBanner[]>('GET', base) });

export const useSaveBanner = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<BannerInput> }) =>
    id === undefined ? adminCall<AdminBanner[]>('POST', base, { body: input as CreateBannerInput }) : adminCall<AdminBanner[]>('PUT', `${base}/${id}`, { body: input }),
  );

export const useDeleteBanner = () => useCatalogueMutation((id: number) => adminCall<AdminBanner[]>('DELETE', `${base}/${id}`));

export const useReorderBanners = () => useCatalogueMutation((ids: number[]) => adminCall<AdminBanner[]>('PUT', `${base}/order`, { body: { ids } }));
