import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Credit bills (spec 7: /api/payment/bill/*); money in US cents, dates ISO. Shapes: docs/decisions/0014. */

export type BillStatus = 'waitingPayment' | 'paymentProcessing' | 'paid';
export type IncomingParcelStatus = 'preparing' | 'cancelled' | 'shipped' | 'completed';

export interface CreditInfo {
  status: string | null;
  creditLimit: number;
  availableCredit: number;
  unpaidAmount: number;
}

export interface IssuedBill {
  id: number;
  billNo: string;
  status: BillStatus;
  billsAmount: number;
  paymentAmount: number;
  paidAmount: number;
  paymentDate: string | null;
  createDate: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  overdue: boolean;
  lineCount: number;
}

export interface BillLine {
  orderId: string;
  parcelCode: string;
  paidAmount: number;
  deliveryTime: string | null;
  paymentDate: string | null;
  status: 'waitingPayment' | 'paid';
}

export interface IncomingLine {
  orderId: string;
  parcelCode: string;
  parcelStatus: IncomingParcelStatus;
  paymentTime: string | null;
  deliveryTime: string | null;
  statementDate: string | null;
  amount: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export interface BillPayment {
  billId: number;
  status: BillStatus;
  transactionId: number;
  paymentMethod: number;
  balance: number | null;
}

export const BILLING_KEY = ['billing'] as const;

export const useCreditInfo = () => useQuery({ queryKey: [...BILLING_KEY, 'credit'], queryFn: () => api<CreditInfo>('GET', '/api/payment/bill/credit') });

export const useIssuedBills = (pageNumber: number, pageSize: number, status: BillStatus | undefined, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: [...BILLING_KEY, 'issued', pageNumber, pageSize, status ?? 'all'],
    queryFn: () => api<Page<IssuedBill>>('POST', '/api/payment/bill/getBilleds', { body: { pageNumber, pageSize, status } }),
    placeholderData: keepPreviousData,
  });

export const useIncomingBills = (pageNumber: number, pageSize: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: [...BILLING_KEY, 'incoming', pageNumber, pageSize],
    queryFn: () => api<Page<IncomingLine>>('POST', '/api/payment/bill/getBills', { body: { pageNumber, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const useBillDetail = (billId: number | null) =>
  useQuery({
    queryKey: [...BILLING_KEY, 'detail', billId],
    queryFn: () => api<{ bill: IssuedBill; lines: BillLine[] }>('GET', `/api/payment/bill/billedDetail/${billId}`),
    enabled: billId !== null,
  });

/** Pay Now: from the balance (0), or by card (1): then the card gateway's page finishes it. */
export const payBill = (billId: number, paymentMethod: number) => api<BillPayment>('POST', `/api/payment/bill/${billId}/pay`, { body: { paymentMethod } });
