import type { addressChangeRequest, channelChangeRequest, PaymentOrder, whetherToPayAnswer } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const paymentOrderKey = (kkOrderId: string) => ['payments', 'order', kkOrderId] as const;

/** The checkout to pay: its orders, delivery per warehouse, lines, amounts and address (spec 7 place). */
export const usePaymentOrder = (kkOrderId: string) =>
  useQuery({
    queryKey: paymentOrderKey(kkOrderId),
    queryFn: () => api<PaymentOrder>('GET', `/api/orders/orders/place/${encodeURIComponent(kkOrderId)}`),
    enabled: kkOrderId !== '',
    retry: false,
  });

type ChannelChange = z.input<typeof channelChangeRequest>['warehouseChannelList'][number];

/** Changes the channel of one warehouse's order; the warehouse code comes from the server's own answer. */
export const changeChannel = (kkOrderId: string, change: { warehouseCode: string; channelCode: string; isExpress: 0 | 1 }) =>
  api<unknown>('PUT', `/api/orders/orders/channel/${encodeURIComponent(kkOrderId)}`, {
    body: { warehouseChannelList: [{ ...change, warehouseCode: change.warehouseCode as ChannelChange['warehouseCode'] }] },
  });

export const changeAddress = (kkOrderId: string, body: z.input<typeof addressChangeRequest>) =>
  api<unknown>('PUT', `/api/orders/orders/addresses/${encodeURIComponent(kkOrderId)}`, { body });

export const saveRemark = (kkOrderId: string, remark: string) => api<unknown>('PUT', `/api/orders/orders/remark/${encodeURIComponent(kkOrderId)}`, { body: { remark } });

/** Whether the orders can still be paid: still waiting for payment, every product still on sale (spec 8). */
export const whetherToPay = (kkOrderIds: string[]) => api<z.infer<typeof whetherToPayAnswer>>('POST', '/api/orders/orders/check/whetherToPay', { body: { kkOrderIds } });
