import {
  ErrorCode,
  piecesCents,
  quoteRefund,
  REFUND_REASONS,
  remainingPieces,
  type RefundDetail,
  type RefundForm,
  type RefundQuoteAnswer,
  type RefundRecord,
  type RefundRequest,
  type RefundStatus,
  type LocaleCode,
} from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import { isUniqueViolation } from '../../../platform/db-errors.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { translate } from '../../../platform/i18n.ts';
import { applyOrderEvent } from './order-transition.ts';
import { orderRefundState } from './refund-facts.ts';
import { refusalError } from './refund-refusals.ts';
import { refundsRepository, type OrderRow, type RefundRow } from './refunds.repository.ts';
import { lineOptions, toRefundDetail, toRefundRecord, toRefundSummary } from './refunds.presenter.ts';

const alreadyOpen = () => new AppError(ErrorCode.conflict, 'refunds.alreadyOpen', 409);

/** The pieces of a request keyed by order line, as the rule takes them. */
const selectionOf = (request: { items: { kkItemId: number; quantity: number }[]; amount?: number | null }) => ({
  items: request.items.filter((item) => item.quantity > 0).map((item) => ({ id: item.kkItemId, quantity: item.quantity })),
  amountCents: request.amount ?? null,
});

/** Refund applications as sellers see them (spec 2.5 refund application, after-sales list and detail, records). */
export function refundsService(db: Db) {
  async function ownedOrder(userId: number, kkOrderId: string, lock = false): Promise<OrderRow> {
    const order = await refundsRepository(db).orderOf(userId, kkOrderId, lock);
    if (!order) throw notFound();
    return order;
  }

  async function details(rows: { refund: RefundRow; kkOrderId: string }[]): Promise<RefundDetail[]> {
    const repo = refundsRepository(db);
    const ids = rows.map((row) => row.refund.id);
    const [items, records, images] = await Promise.all([repo.itemsOfRefunds(ids), repo.recordsOfRefunds(ids), repo.firstImages(rows.map((row) => row.refund.orderId))]);
    return rows.map(({ refund, kkOrderId }) =>
      toRefundDetail(
        refund,
        kkOrderId,
        items.filter((entry) => entry.item.refundId === refund.id),
        records.filter((record) => record.refundId === refund.id),
        images.get(refund.orderId) ?? null,
      ),
    );
  }

  return {
    details,

    async form(userId: number, kkOrderId: string, locale: LocaleCode): Promise<RefundForm> {
      const repo = refundsRepository(db);
      const order = await ownedOrder(userId, kkOrderId);
      const { items, facts } = await orderRefundState(repo, order);
      const open = await repo.openOf(order.id);
      const quote = quoteRefund(facts);
      const blockedKey = open ? 'refunds.alreadyOpen' : quote.ok ? null : refusalError(quote.reason, quote.refundableCents).messageKey;
      return {
        kkOrderId: order.kkOrderId,
        status: order.status,
        paymentMethod: order.paymentMethod,
        totalAmount: order.totalCents,
        refundedAmount: order.refundedCents,
        shippingAmount: order.shippingCents,
        refundableAmount: quote.refundableCents,
        anyShipped: facts.anyShipped,
        wholeOnly: order.paymentMethod === 8,
        blockedMessage: blockedKey ? translate(locale, blockedKey, { amount: `$${(quote.refundableCents / 100).toFixed(2)}` }) : null,
        openRefundId: open?.id ?? null,
        lines: items.map((item, i) => {
          const line = facts.lines[i]!;
          return {
            kkItemId: item.id,
            skuCode: item.skuCode,
            productName: item.productName,
            imageUrl: item.imageUrl,
            ...lineOptions(item),
            quantity: item.quantity,
            refundableQuantity: facts.anyShipped && order.paymentMethod === 8 ? 0 : remainingPieces(line),
            unitPrice: item.afterDiscountCents,
            refundableAmount: piecesCents(line, remainingPieces(line)),
          };
        }),
        reasons: REFUND_REASONS.map((reason) => ({ code: reason.code, name: reason.name })),
      };
    },

    async quote(userId: number, kkOrderId: string, items: { kkItemId: number; quantity: number }[]): Promise<RefundQuoteAnswer> {
      const order = await ownedOrder(userId, kkOrderId);
      const { facts } = await orderRefundState(refundsRepository(db), order);
      const quote = quoteRefund(facts, selectionOf({ items }));
      if (!quote.ok) throw refusalError(quote.reason, quote.refundableCents);
      return { amount: quote.amountCents, refundableAmount: quote.refundableCents, includesShipping: quote.includesShipping };
    },

    /**
     * A refund application: the order is locked, the request priced by the shared rule, the
     * order moved to refunding by the state machine, and the application with its lines and its
     * first record written, all in one transaction. One open application per order (also a
     * unique index, for a race the lock would not see).
     */
    async apply(userId: number, kkOrderId: string, request: RefundRequest, photos: string[]): Promise<{ id: number; refundNo: string; amount: number }> {
      try {
        return await db.transaction(async (tx) => {
          const repo = refundsRepository(tx);
          const order = await repo.orderOf(userId, kkOrderId, true);
          if (!order) throw notFound();
          if (await repo.openOf(order.id)) throw alreadyOpen();
          const { facts } = await orderRefundState(repo, order);
          const selection = selectionOf(request);
          const quote = quoteRefund(facts, selection);
          if (!quote.ok) throw refusalError(quote.reason, quote.refundableCents);
          await applyOrderEvent(tx, order, 'requestRefund', { anyShipped: facts.anyShipped, actor: 'seller', note: request.reason });
          const refundNo = `${order.kkOrderId}-R${(await repo.countOf(order.id)) + 1}`;
          const refund = await repo.insert(
            {
              refundNo,
              orderId: order.id,
              userId,
              reason: request.reason,
              remarks: request.remarks,
              photos,
              requestedCents: quote.amountCents,
              refundableCents: quote.refundableCents,
              paymentMethod: order.paymentMethod,
            },
            selection.items.map((item) => {
              const line = facts.lines.find((l) => l.id === item.id)!;
              return { orderItemId: item.id, quantity: item.quantity, amountCents: piecesCents(line, item.quantity) };
            }),
          );
          await repo.addRecord(refund.id, 'application', quote.amountCents, request.remarks || null);
          return { id: refund.id, refundNo, amount: quote.amountCents };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'refunds_one_open_per_order')) throw alreadyOpen();
        throw error;
      }
    },

    async list(userId: number, filter: { pageNumber: number; pageSize: number; status?: RefundStatus | null; kkOrderId?: string | null }) {
      const repo = refundsRepository(db);
      const { rows, total } = await repo.list({ userId, status: filter.status, kkOrderId: filter.kkOrderId, limit: filter.pageSize, offset: (filter.pageNumber - 1) * filter.pageSize });
      const ids = rows.map((row) => row.refund.id);
      const [items, images] = await Promise.all([repo.itemsOfRefunds(ids), repo.firstImages(rows.map((row) => row.refund.orderId))]);
      const list = rows.map(({ refund, kkOrderId }) => {
        const own = items.filter((entry) => entry.item.refundId === refund.id);
        return toRefundSummary(refund, kkOrderId, own, own[0]?.line.imageUrl ?? images.get(refund.orderId) ?? null);
      });
      return { list, total, pageNumber: filter.pageNumber, pageSize: filter.pageSize };
    },

    async detail(userId: number, refundId: number): Promise<RefundDetail> {
      const repo = refundsRepository(db);
      const refund = await repo.byId(refundId, { userId });
      if (!refund) throw notFound();
      const order = await repo.orderById(refund.orderId);
      const [detail] = await details([{ refund, kkOrderId: order!.kkOrderId }]);
      return detail!;
    },

    /** Every record of every application of an order, oldest first. */
    async records(userId: number, kkOrderId: string): Promise<RefundRecord[]> {
      const repo = refundsRepository(db);
      const order = await ownedOrder(userId, kkOrderId);
      const refunds = await repo.refundsOfOrder(order.id);
      const numbers = new Map(refunds.map((refund) => [refund.id, refund.refundNo]));
      const records = await repo.recordsOfRefunds(refunds.map((refund) => refund.id));
      return records.map((record) => toRefundRecord(record, numbers.get(record.refundId)!));
    },
  };
}
export type RefundsService = ReturnType<typeof refundsService>;
