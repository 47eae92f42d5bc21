import type { AdPopupInput, AdminAdPopup, CreateAdPopupInput, adBar } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi, adminCall } from '../../api/client';
import { catalogueKeys } from './keys';
import { useCatalogueMutation, type Widen } from './mutation';

export type AdBar = z.infer<typeof adBar>;
const base = '/api/admin/catalogue';

export const useAdBar = () => useQuery({ queryKey: catalogueKeys.adBar, queryFn: () => adminApi<AdBar>('GET', `${base}/ad-bar`) });
export const useSetAdBar = () => useCatalogueMutation((value: AdBar) => adminCall<AdBar>('PUT', `${base}/ad-bar`, { body: value }));

export const usePopups = () => useQuery({ queryKey: catalogueKeys.popups, queryFn: () => adminApi<AdminAdPopup[]>('GET', `${base}/ad-popups`) });

export const useSavePopup = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<AdPopupInput> }) =>
    id === undefined ? adminCall<AdminAdPopup[]>('POST', `${base}/ad-popups`, { body: input as CreateAdPopupInput }) : adminCall<AdminAdPopup[]>('PUT', `${base}/ad-popups/${id}`, { body: input }),
  );

export const useDeletePopup = () => useCatalogueMutation((id: number) => adminCall<AdminAdPopup[]>('DELETE', `${base}/ad-popups/${id}`));
