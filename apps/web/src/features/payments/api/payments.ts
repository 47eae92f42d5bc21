import { PAY_LATER_SLUG, PAYOUT_PROVIDER_SLUG, type BalancePayment, type CreateTransactionRequest, type PaymentTransaction, type PayoutProviderCallbackAnswer, type TransactionStatus } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const balanceKey = ['payments', 'balance'] as const;

export const useBalance = () => useQuery({ queryKey: balanceKey, queryFn: async () => (await api<{ balance: number }>('GET', '/api/payment/balance')).balance });

const idempotency = (key: string) => ({ 'Idempotency-Key': key });

/** Creates the transaction of one pay attempt; `key` is made once per attempt, so a retried request creates nothing new. */
export const createTransaction = (body: CreateTransactionRequest, key: string) => api<number>('POST', '/api/payment/transaction', { body, headers: idempotency(key) });

export const payByBalance = (transactionId: number, key: string) => api<BalancePayment>('POST', `/api/payment/balance/${transactionId}`, { headers: idempotency(key) });

/**
 * The provider's hosted page for a transaction, by method: the card gateway (1 signs a hosted
 * checkout, used by bills and top-ups; 3 regional wallets and 4 cards open a payment intent), the wallet (2), pay-later credit (8) or the payout/payment provider's LIST (9).
 */
export function hostedCheckout(transactionId: number, paymentMethod: number): Promise<{ redirectUrl: string }> {
  if (paymentMethod === 1) return api('POST', '/api/payment/cardgateway/onePage/signValue', { body: { transactionId } });
  if (paymentMethod === 2) return api('POST', `/api/payment/wallet/orders/${transactionId}`);
  if (paymentMethod === 8) return api('POST', `/api/payment/${PAY_LATER_SLUG}/checkout/${transactionId}`);
  if (paymentMethod === 9) return api('POST', `/api/payment/${PAYOUT_PROVIDER_SLUG}/lists`, { body: { transactionId } });
  // Spec 7: the body says which: 3 opens regional wallets, 4 cards (both stored as 3).
  return api('POST', `/api/payment/cardgateway/paymentIntent/${transactionId}`, { body: { paymentMethod: paymentMethod === 3 ? 3 : 4 } });
}

export const transactionStatus = (transactionId: number) =>
  api<{ id: number; status: TransactionStatus; failureMessage: string | null }>('GET', `/api/payment/transaction/${transactionId}/status`);

export const getTransaction = (transactionId: number) => api<PaymentTransaction>('GET', `/api/payment/transaction/${transactionId}`);

/** Back from the payout/payment provider: the server reads the transaction's LIST from the provider and settles it once. */
export const payoutProviderCallback = (transactionId: number) => api<PayoutProviderCallbackAnswer>('PUT', `/api/payment/${PAYOUT_PROVIDER_SLUG}/charge/${transactionId}/callback`);
