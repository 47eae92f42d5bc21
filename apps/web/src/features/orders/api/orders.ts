import type { OrderDetail, OrderListAnswer, OrderListFiltersInput, OrderStatement, OrderTabCounts } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderListFiltersInput, pageNumber: number, pageSize: number) => ['orders', 'list', filters, pageNumber, pageSize] as const,
  counts: ['orders', 'counts'] as const,
  detail: (kkOrderId: string) => ['orders', 'detail', kkOrderId] as const,
  statement: (kkOrderId: string) => ['orders', 'statement', kkOrderId] as const,
};

/** One page of the seller's orders with the filters (POST /api/orders/orderList). */
export const useOrderList = (filters: OrderListFiltersInput, pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: orderKeys.list(filters, pageNumber, pageSize),
    queryFn: () => api<OrderListAnswer>('POST', '/api/orders/orderList', { body: { ...filters, pageNumber, pageSize } }),
    placeholderData: keepPreviousData,
  });

/** How many orders each tab holds. */
export const useOrderCounts = () => useQuery({ queryKey: orderKeys.counts, queryFn: () => api<OrderTabCounts>('GET', '/api/orders/orderCounts') });

export const useOrderDetail = (kkOrderId: string) =>
  useQuery({
    queryKey: orderKeys.detail(kkOrderId),
    queryFn: () => api<OrderDetail>('GET', `/api/orders/orders/${encodeURIComponent(kkOrderId)}`),
    enabled: kkOrderId !== '',
    retry: false,
  });

export const useOrderStatement = (kkOrderId: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.statement(kkOrderId),
    queryFn: () => api<OrderStatement>('GET', `/api/orders/orders/${encodeURIComponent(kkOrderId)}/statement`),
    enabled,
  });
