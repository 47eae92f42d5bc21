import type { z } from 'zod';
import type { billDetailLine, incomingBillLine, issuedBill } from './billing.schemas.ts';
import type { BillRow, ParcelToBill } from './bills.repository.ts';
import { parcelAmount } from './parcel-amount.ts';
import { statementDateOf } from './statement-period.ts';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toIssuedBill(row: BillRow, now = new Date()): z.infer<typeof issuedBill> {
  return {
    id: row.id,
    billNo: row.billNo,
    status: row.status as z.infer<typeof issuedBill>['status'],
    billsAmount: row.amountCents,
    paymentAmount: row.amountCents - row.paidCents,
    paidAmount: row.paidCents,
    paymentDate: isoOrNull(row.paidAt),
    createDate: row.createdAt.toISOString(),
    dueDate: row.dueAt.toISOString(),
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    overdue: row.status !== 'paid' && row.dueAt.getTime() < now.getTime(),
    lineCount: row.lineCount,
  };
}

export function toBillDetailLine(line: { orderId: string; parcelCode: string; amountCents: number; deliveredAt: Date | null; paidAt: Date | null }): z.infer<typeof billDetailLine> {
  return {
    orderId: line.orderId,
    parcelCode: line.parcelCode,
    paidAmount: line.amountCents,
    deliveryTime: isoOrNull(line.deliveredAt),
    paymentDate: isoOrNull(line.paidAt),
    status: line.paidAt ? 'paid' : 'waitingPayment',
  };
}

const INCOMING_STATUS: Record<string, z.infer<typeof incomingBillLine>['parcelStatus']> = { preparing: 'preparing', cancelled: 'cancelled', shipped: 'shipped', delivered: 'completed' };

export function toIncomingLine(parcel: ParcelToBill, billedOfOrder: number): z.infer<typeof incomingBillLine> {
  const parcelStatus = INCOMING_STATUS[parcel.status] ?? 'preparing';
  const billable = parcelStatus === 'shipped' || parcelStatus === 'completed';
  return {
    orderId: parcel.kkOrderId,
    parcelCode: parcel.parcelCode,
    parcelStatus,
    paymentTime: isoOrNull(parcel.paidAt),
    deliveryTime: isoOrNull(parcel.shippedAt),
    statementDate: billable && parcel.shippedAt ? statementDateOf(parcel.shippedAt).toISOString() : null,
    amount: parcelAmount({ goodsCents: parcel.goodsCents, shippingCents: parcel.shippingCents, orderUnbilledCents: parcel.orderNetCents - billedOfOrder }),
  };
}
