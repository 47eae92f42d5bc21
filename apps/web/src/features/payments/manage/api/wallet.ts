import type { CardSetupQuery, GrantConsentRequest, LedgerCategory, PaymentConsent, RegionalWallet, SavedCard, TopUpAnswer } from '@threadway/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../../lib/api-client';
import { balanceKey } from '../../api/payments';

/** The payment-management screen's calls (spec 7 'Wallet, cards'); money in cents. */

export interface LedgerRow {
  key: string;
  id: number;
  type: string;
  orderNumber: string | null;
  amount: number;
  direction: 'income' | 'expenditure';
  transactionTime: string;
  /** The spec 9 method code the money moved through. */
  method: number;
  /** The regional wallet of a method-3 payment (null otherwise). */
  wallet: RegionalWallet | null;
  onBalance: boolean;
}
export interface TransactionFilters {
  type?: LedgerCategory;
  startDate?: string;
  endDate?: string;
}

export const TRANSACTIONS_PAGE_SIZE = 10;
const transactionsKey = ['wallet', 'transactions'] as const;
const cardsKey = ['wallet', 'cards'] as const;
const consentsKey = ['wallet', 'consents'] as const;
const automaticKey = ['wallet', 'automaticPayment'] as const;

export const useTransactions = (filters: TransactionFilters, pageNumber: number) =>
  useQuery({
    queryKey: [...transactionsKey, filters, pageNumber],
    queryFn: () => api<{ list: LedgerRow[]; total: number }>('GET', '/api/payment/transactions', { query: { ...filters, pageNumber, pageSize: TRANSACTIONS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** The export runs as a background task; the file appears in the Export List. */
export const exportTransactions = (format: 'csv' | 'xlsx', filters: TransactionFilters) =>
  api<{ taskId: number }>('GET', '/api/payment/transactionsExport', { query: { format, ...filters } });

/** Money moved (a top-up landed): the balance and the transactions are read again. */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: balanceKey }), queryClient.invalidateQueries({ queryKey: transactionsKey })]);
}

/** Opens a top-up of `amount` cents; `key` is made once per attempt, so a retried request opens nothing new. */
export const startTopUp = (amount: number, key: string) => api<TopUpAnswer>('POST', '/api/payment/recharge', { body: { amount }, headers: { 'Idempotency-Key': key } });

export const useCards = () => useQuery({ queryKey: cardsKey, queryFn: () => api<SavedCard[]>('GET', '/api/payment/creditCards') });
export const useConsents = () => useQuery({ queryKey: consentsKey, queryFn: () => api<PaymentConsent[]>('GET', '/api/payment/paymentConsents') });
export const useAutomaticPayment = () =>
  useQuery({ queryKey: automaticKey, queryFn: async () => (await api<{ automaticPayment: boolean }>('GET', '/api/store/user/automaticPayment')).automaticPayment });

/** The gateway's hosted add-card page for this billing address. */
export const startCardSetup = (query: CardSetupQuery) =>
  api<{ redirectUrl: string; sessionId: string }>('GET', '/api/payment/cardgateway/customers/clientSecret', { query: query as Record<string, string> });

/** Cards and consents change together (a saved card is a consent), and with them the automatic-payment setting. */
function useWalletMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => Promise.all([cardsKey, consentsKey, automaticKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveCard = () => useWalletMutation((sessionId: string) => call<SavedCard>('POST', '/api/payment/creditCards', { body: { sessionId } }));
export const useSetDefaultCard = () => useWalletMutation((id: number) => call<SavedCard>('PUT', '/api/payment/creditCards', { body: { id } }));
export const useDeleteCard = () => useWalletMutation((id: number) => call<null>('DELETE', `/api/payment/creditCards/${id}`));
export const useGrantConsent = () => useWalletMutation((body: GrantConsentRequest) => call<PaymentConsent>('POST', '/api/payment/paymentConsents', { body }));
export const useDisableConsent = () => useWalletMutation((id: number) => call<PaymentConsent>('PUT', `/api/payment/paymentConsents/${id}/disable`));
export const useSetAutomaticPayment = () => useWalletMutation((on: boolean) => call<{ automaticPayment: boolean }>('PUT', `/api/store/user/automaticPayment/${on ? 1 : 0}`));

/** Moves a consent; the list shows the new order at once and the server's answer settles it. */
export function useSortConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sortOrder }: { id: number; sortOrder: number }) => call<PaymentConsent[]>('PUT', `/api/payment/paymentConsents/${id}/sort`, { body: { sortOrder } }),
    onMutate: async ({ id, sortOrder }) => {
      await queryClient.cancelQueries({ queryKey: consentsKey });
      const before = queryClient.getQueryData<PaymentConsent[]>(consentsKey);
      if (before) {
        const moving = before.find((consent) => consent.id === id)!;
        const next = before.filter((consent) => consent.id !== id);
        next.splice(Math.min(sortOrder, next.length), 0, moving);
        queryClient.setQueryData(consentsKey, next);
      }
      return { before };
    },
    onError: (_error, _input, context) => context?.before && queryClient.setQueryData(consentsKey, context.before),
    onSuccess: (answer) => queryClient.setQueryData(consentsKey, answer.data),
  });
}
