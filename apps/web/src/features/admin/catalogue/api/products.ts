import type { AdminProductDetail, AdminProductRow, CreateProductInput, CreateSkuInput, PriceChange, UpdateProductInput, UpdateSkuInput } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { catalogueKeys } from './keys';
import { useCatalogueMutation, type Widen } from './mutation';

export interface ProductFilter {
  search?: string;
  categoryId?: number;
  status?: number;
  pageNumber: number;
  pageSize: number;
}
export interface ProductPage {
  list: AdminProductRow[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

const base = '/api/admin/catalogue/products';

export const useProducts = (filter: ProductFilter, enabled = true) =>
  useQuery({
    queryKey: catalogueKeys.products(filter),
    enabled,
    queryFn: () => adminApi<ProductPage>('GET', base, { query: { ...filter } }),
    // Typing in the search box keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useProduct = (id: number | undefined) =>
  useQuery({ queryKey: catalogueKeys.product(id ?? 0), enabled: id !== undefined, queryFn: () => adminApi<AdminProductDetail>('GET', `${base}/${id}`) });

export const useSaveProduct = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<UpdateProductInput> & { itemNo?: string } }) =>
    id === undefined ? adminCall<AdminProductDetail>('POST', base, { body: input as CreateProductInput }) : adminCall<AdminProductDetail>('PUT', `${base}/${id}`, { body: input }),
  );

/** Adds a SKU to a product (no `skuId`) or changes one. */
export const useSaveSku = () =>
  useCatalogueMutation(({ productId, skuId, input }: { productId: number; skuId?: number; input: Widen<UpdateSkuInput> & { stock?: CreateSkuInput['stock'] } }) =>
    skuId === undefined
      ? adminCall<AdminProductDetail>('POST', `${base}/${productId}/skus`, { body: input as CreateSkuInput })
      : adminCall<AdminProductDetail>('PUT', `/api/admin/catalogue/skus/${skuId}`, { body: input }),
  );

export const useSetStock = () =>
  useCatalogueMutation(({ productId, items }: { productId: number; items: { skuId: number; warehouseCode: string; stock: number }[] }) =>
    adminCall<AdminProductDetail>('PUT', `${base}/${productId}/stock`, { body: { items } }),
  );

export const usePriceChange = () =>
  useCatalogueMutation(({ productId, change }: { productId: number; change: PriceChange }) => adminCall<AdminProductDetail>('POST', `${base}/${productId}/price-change`, { body: change }));
