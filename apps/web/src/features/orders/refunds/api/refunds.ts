import type { RefundDetail, RefundForm, RefundQuoteAnswer, RefundRecord, RefundStatus, RefundSummary } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { putForm } from './put-form';

/** The refund and after-sales calls (spec 7, Returns); money in cents. */

export const refundKeys = {
  all: ['refunds'] as const,
  form: (kkOrderId: string) => ['refunds', 'form', kkOrderId] as const,
  quote: (kkOrderId: string, items: PieceChoice[]) => ['refunds', 'quote', kkOrderId, items] as const,
  list: (status: RefundStatus | null, search: string, pageNumber: number) => ['refunds', 'list', status, search, pageNumber] as const,
  detail: (id: number) => ['refunds', 'detail', id] as const,
  records: (kkOrderId: string) => ['refunds', 'records', kkOrderId] as const,
};

export interface PieceChoice {
  kkItemId: number;
  quantity: number;
}

export const RETURNS_PAGE_SIZE = 10;

export const useRefundForm = (kkOrderId: string) =>
  useQuery({ queryKey: refundKeys.form(kkOrderId), queryFn: () => api<RefundForm>('GET', `/api/orders/refundForm/${encodeURIComponent(kkOrderId)}`), enabled: kkOrderId !== '', retry: false });

/** The server's amount for the chosen pieces (none chosen: everything refundable). */
export const useRefundQuote = (kkOrderId: string, items: PieceChoice[], enabled: boolean) =>
  useQuery({
    queryKey: refundKeys.quote(kkOrderId, items),
    queryFn: () => api<RefundQuoteAnswer>('POST', `/api/orders/refund/amount/${encodeURIComponent(kkOrderId)}`, { body: { items } }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

export interface RefundApplication {
  kkOrderId: string;
  reason: string;
  remarks: string;
  amount: number;
  items: PieceChoice[];
  photos: File[];
}

/** PUT /api/orders/orders/{kkOrderId}/refund as a multipart form. */
export function submitRefund(application: RefundApplication) {
  const form = new FormData();
  form.set('kkOrderId', application.kkOrderId);
  form.set('reason', application.reason);
  form.set('remarks', application.remarks);
  form.set('amount', String(application.amount));
  form.set('items', JSON.stringify(application.items));
  for (const photo of application.photos) form.append('photos', photo, photo.name);
  return putForm<{ id: number; refundNo: string; amount: number }>(`/api/orders/orders/${encodeURIComponent(application.kkOrderId)}/refund`, form);
}

export const useReturns = (status: RefundStatus | null, search: string, pageNumber: number) =>
  useQuery({
    queryKey: refundKeys.list(status, search, pageNumber),
    queryFn: () => api<{ list: RefundSummary[]; total: number }>('POST', '/api/orders/returns', { body: { status, kkOrderId: search || null, pageNumber, pageSize: RETURNS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useRefundDetail = (id: number | null) =>
  useQuery({ queryKey: refundKeys.detail(id ?? 0), queryFn: () => api<RefundDetail>('GET', `/api/orders/returns/${id}`), enabled: id !== null, retry: false });

export const useRefundRecords = (kkOrderId: string) =>
  useQuery({ queryKey: refundKeys.records(kkOrderId), queryFn: () => api<RefundRecord[]>('GET', `/api/orders/refund/${encodeURIComponent(kkOrderId)}`), enabled: kkOrderId !== '', retry: false });
