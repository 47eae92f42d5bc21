import type { RefundDetail, RefundRecord, RefundStatus, RefundSummary } from '@threadway/contracts';
import type { OrderItemRow, RefundItemRow, RefundRecordRow, RefundRow } from './refunds.repository.ts';

/** An order line's option as the cart stored it ({"name":"color","value":"Black"}); junk reads as none. */
export function optionValue(json: string): string | null {
  try {
    const value = (JSON.parse(json) as { value?: unknown }).value;
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
}

export const lineOptions = (line: OrderItemRow) => ({ colour: optionValue(line.option1), size: optionValue(line.option2) });

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toRefundSummary(row: RefundRow, kkOrderId: string, items: { item: RefundItemRow }[], imageUrl: string | null): RefundSummary {
  return {
    id: row.id,
    refundNo: row.refundNo,
    kkOrderId,
    status: row.status as RefundStatus,
    reason: row.reason,
    requestedAmount: row.requestedCents,
    approvedAmount: row.approvedCents,
    quantity: items.reduce((sum, { item }) => sum + item.quantity, 0),
    imageUrl,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
  };
}

export const toRefundRecord = (record: RefundRecordRow, refundNo: string): RefundRecord => ({
  id: record.id,
  refundId: record.refundId,
  refundNo,
  type: record.type as RefundRecord['type'],
  amount: record.amountCents,
  note: record.note,
  createdAt: record.createdAt.toISOString(),
});

export function toRefundDetail(
  row: RefundRow,
  kkOrderId: string,
  items: { item: RefundItemRow; line: OrderItemRow }[],
  records: RefundRecordRow[],
  imageUrl: string | null,
): RefundDetail {
  return {
    ...toRefundSummary(row, kkOrderId, items, items[0]?.line.imageUrl ?? imageUrl),
    remarks: row.remarks,
    photos: row.photos,
    refundableAmount: row.refundableCents,
    paymentMethod: row.paymentMethod,
    reviewNote: row.reviewNote,
    completedAt: iso(row.completedAt),
    items: items.map(({ item, line }) => ({
      kkItemId: line.id,
      skuCode: line.skuCode,
      productName: line.productName,
      imageUrl: line.imageUrl,
      ...lineOptions(line),
      quantity: item.quantity,
      amount: item.amountCents,
    })),
    records: records.map((record) => toRefundRecord(record, row.refundNo)),
  };
}
