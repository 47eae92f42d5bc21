import type { CreateTransactionRequest, whetherToPayAnswer } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The calls of the list's Pay dialog (several orders in one transaction). */
export const whetherToPay = (kkOrderIds: string[]) => api<z.infer<typeof whetherToPayAnswer>>('POST', '/api/orders/orders/check/whetherToPay', { body: { kkOrderIds } });
export const sumOrders = (kkOrderIds: string[]) => api<{ totalAmount: number; kkOrderIds: string[] }>('POST', '/api/orders/orders/sum', { body: { kkOrderIds } });
export const oosSplit = (kkOrderId: string) => api<{ kkOrderId: string; newKkOrderIds: string[] }>('PUT', `/api/orders/orders/oosSplit/${encodeURIComponent(kkOrderId)}`);

export const useBalance = () => useQuery({ queryKey: ['payments', 'balance'], queryFn: async () => (await api<{ balance: number }>('GET', '/api/payment/balance')).balance });

const idempotency = (key: string) => ({ 'Idempotency-Key': key });
export const createTransaction = (body: CreateTransactionRequest, key: string) => api<number>('POST', '/api/payment/transaction', { body, headers: idempotency(key) });
export const payByBalance = (transactionId: number, key: string) => api<unknown>('POST', `/api/payment/balance/${transactionId}`, { headers: idempotency(key) });
