import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';

/** Back office calls of /api/admin/finance (role finance); money in US cents. */

const base = '/api/admin/finance';
export const FINANCE_PAGE_SIZE = 20;
const financeKey = ['admin', 'finance'] as const;

export type PayLaterFilter = 'approved' | 'pending' | 'declined' | 'undecided';

export interface PayLaterApplicationRow {
  userId: number;
  sellerEmail: string | null;
  sellerName: string;
  companyName: string | null;
  contactEmail: string | null;
  phone: string | null;
  country: string | null;
  requestedLimit: number | null;
  status: string | null;
  creditLimit: number;
  availableCredit: number;
  unpaidBills: number;
  updatedAt: string;
}

export interface AdminBill {
  id: number;
  billNo: string;
  userId: number;
  sellerEmail: string | null;
  status: 'waitingPayment' | 'paymentProcessing' | 'paid';
  billsAmount: number;
  paidAmount: number;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  overdue: boolean;
  lineCount: number;
  paymentDate: string | null;
}

interface Page<T> {
  list: T[];
  total: number;
}

export const usePayLaterApplications = (filter: { status?: PayLaterFilter; search?: string }, pageNumber: number) =>
  useQuery({
    queryKey: [...financeKey, 'applications', filter.status ?? 'all', filter.search ?? '', pageNumber],
    queryFn: () => adminApi<Page<PayLaterApplicationRow>>('GET', `${base}/pay-later`, { query: { ...filter, pageNumber, pageSize: FINANCE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useAdminBills = (pageNumber: number) =>
  useQuery({
    queryKey: [...financeKey, 'bills', pageNumber],
    queryFn: () => adminApi<Page<AdminBill>>('GET', `${base}/bills`, { query: { pageNumber, pageSize: FINANCE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** A write whose success refreshes every finance list; resolves to the envelope (the server's message). */
function useFinanceMutation<A, T>(write: (argument: A) => ReturnType<typeof adminCall<T>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKey }) });
}

export const useRefreshApplication = () => useFinanceMutation((userId: number) => adminCall<PayLaterApplicationRow>('POST', `${base}/pay-later/${userId}/refresh`));
export const useIssueStatements = () => useFinanceMutation(() => adminCall<{ issued: number }>('POST', `${base}/statements`));
