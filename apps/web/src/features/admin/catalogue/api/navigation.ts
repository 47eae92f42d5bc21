import type { AdminNavItem, CreateNavItemInput, NavItemInput } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { catalogueKeys } from './keys';
import { useCatalogueMutation, type Widen } from './mutation';

const base = '/api/admin/catalogue/navigation';

export const useNavigation = () => useQuery({ queryKey: catalogueKeys.navigation, queryFn: () => adminApi<AdminNavItem[]>('GET', base) });

export const useSaveNavItem = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<NavItemInput> }) =>
    id === undefined ? adminCall<AdminNavItem[]>('POST', base, { body: input as CreateNavItemInput }) : adminCall<AdminNavItem[]>('PUT', `${base}/${id}`, { body: input }),
  );

export const useDeleteNavItem = () => useCatalogueMutation((id: number) => adminCall<AdminNavItem[]>('DELETE', `${base}/${id}`));
