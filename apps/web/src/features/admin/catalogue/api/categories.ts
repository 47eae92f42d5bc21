import type { AdminCategory, CategoryInput, CreateCategoryInput } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { catalogueKeys } from './keys';
import { useCatalogueMutation, type Widen } from './mutation';

const base = '/api/admin/catalogue/categories';

export const useCategoryTree = () => useQuery({ queryKey: catalogueKeys.categories, queryFn: () => adminApi<AdminCategory[]>('GET', base) });

/** Creates a category when `id` is absent, otherwise changes that one. */
export const useSaveCategory = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<CategoryInput> }) =>
    id === undefined ? adminCall<AdminCategory[]>('POST', base, { body: input as CreateCategoryInput }) : adminCall<AdminCategory[]>('PUT', `${base}/${id}`, { body: input }),
  );

export const useDeleteCategory = () => useCatalogueMutation((id: number) => adminCall<AdminCategory[]>('DELETE', `${base}/${id}`));
