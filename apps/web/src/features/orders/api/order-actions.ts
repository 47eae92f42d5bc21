import type { CancelOrderRequest, OrderCouponAnswer, OrderListFiltersInput, OrderSplitAnswer } from '@threadway/contracts';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const path = (kkOrderId: string) => `/api/orders/orders/${encodeURIComponent(kkOrderId)}`;

/** Each action resolves to the server's localized success message. */
const message = async (answer: Promise<{ message: string }>) => (await answer).message;

export const cancelOrder = (body: CancelOrderRequest) => message(call('PUT', '/api/orders/orders', { body }));
export const deleteOrder = (kkOrderId: string) => message(call('DELETE', path(kkOrderId)));
export const confirmReceipt = (kkOrderId: string) => message(call('PUT', `${path(kkOrderId)}/receipt`));
export const cancelDelivery = (kkOrderId: string) => message(call('PUT', `${path(kkOrderId)}/cancelDelivery`));
export const getLogistics = (kkOrderId: string) => message(call('POST', `${path(kkOrderId)}/logistics`));
/** Automatic split pack of an unpaid order: the order kept, the orders made from it and the server's message. */
export const splitPack = (kkOrderId: string) => call<OrderSplitAnswer>('PUT', `/api/orders/${encodeURIComponent(kkOrderId)}/automaticSplitPack`);
/** Another coupon ticket (or none) on an unpaid order: its new total and coupon amount, and the server's message. */
export const changeOrderCoupon = (kkOrderId: string, selectCouponTicketId: number | null) =>
  call<OrderCouponAnswer>('PUT', `/api/orders/orders/coupon/${encodeURIComponent(kkOrderId)}`, { body: { selectCouponTicketId } });
export const saveRemark = (kkOrderId: string, remark: string) => message(call('PUT', `/api/orders/orders/remark/${encodeURIComponent(kkOrderId)}`, { body: { remark } }));

/** Starts an export of the orders matching the filters; the file appears in the Export List. */
export const exportOrders = (format: 'csv' | 'xlsx', filters: OrderListFiltersInput) =>
  call<{ taskId: number }>('POST', '/api/orders/orders/export', { body: { format, ...filters } });

/** The invoice PDF. */
export const downloadInvoice = (kkOrderId: string) => downloadFile(`${path(kkOrderId)}/downloadInvoice`, `invoice-${kkOrderId}.pdf`);
