import type { AdminEvent, CreateEventInput, EventInput, EventProduct } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { catalogueKeys } from './keys';
import { useCatalogueMutation, type Widen } from './mutation';

const base = '/api/admin/catalogue/events';
export const EVENTS_PAGE_SIZE = 20;

export const useEvents = (type: number, pageNumber: number) =>
  useQuery({
    queryKey: catalogueKeys.events(type, pageNumber),
    queryFn: () => adminApi<{ list: AdminEvent[]; total: number }>('GET', base, { query: { type, pageNumber, pageSize: EVENTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useSaveEvent = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<EventInput> & { type?: number } }) =>
    id === undefined ? adminCall<AdminEvent>('POST', base, { body: input as CreateEventInput }) : adminCall<AdminEvent>('PUT', `${base}/${id}`, { body: input }),
  );

export const useEventProducts = (id: number) => useQuery({ queryKey: catalogueKeys.eventProducts(id), queryFn: () => adminApi<EventProduct[]>('GET', `${base}/${id}/products`) });

export const useSetEventProducts = () =>
  useCatalogueMutation(({ id, items }: { id: number; items: { productId: number; discountPercent: number; spikeTotalStock?: number | null }[] }) =>
    adminCall<EventProduct[]>('PUT', `${base}/${id}/products`, { body: { items } }),
  );

export const useRemoveEventProduct = () =>
  useCatalogueMutation(({ id, productId }: { id: number; productId: number }) => adminCall<EventProduct[]>('DELETE', `${base}/${id}/products/${productId}`));
