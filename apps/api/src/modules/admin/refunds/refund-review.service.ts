import { ErrorCode, PAYMENT_METHODS, type AdminRefund, type RefundStatus } from '@threadway/contracts';
import type { Db } from '../../../platform/database.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import type { JobQueue } from '../../../platform/jobs.ts';
import { applyOrderEvent } from '../../orders/refunds/order-transition.ts';
import { completeRefund } from '../../orders/refunds/refund-completion.ts';
import { REFUND_PAYOUT_JOB, REFUND_PAYOUT_ATTEMPTS } from '../../orders/refunds/refund-payout.job.ts';
import { refundsRepository } from '../../orders/refunds/refunds.repository.ts';
import type { RefundsService } from '../../orders/refunds/refunds.service.ts';
import { insertEntry } from '../../payments/ledger.repository.ts';
import { audit } from '../catalogue/audit.ts';
import { walletsOfPayments } from '../../payments/transactions.repository.ts';

const alreadyReviewed = () => conflict('refunds.alreadyReviewed');

/**
 * The operators' review of refund applications (support and finance). Approval sends the money
 * back to the original method in one place: the balance at once (a ledger 'refund' income row,
 * in the approval's transaction), cards and pay-later credit through their provider by the
 * refunds.payout job (the application stays 'refunding' until the provider confirms).
 */
export function refundReviewService(db: Db, jobs: JobQueue, refunds: RefundsService) {
  async function view(refundIds: number[]): Promise<AdminRefund[]> {
    const repo = refundsRepository(db);
    const rows = await Promise.all(refundIds.map((id) => repo.byId(id)));
    const found = rows.filter((row) => row !== undefined);
    const [orders, sellers] = await Promise.all([repo.ordersByIds(found.map((r) => r.orderId)), repo.sellers(found.map((r) => r.userId))]);
    const [details, wallets] = await Promise.all([
      refunds.details(found.map((refund) => ({ refund, kkOrderId: orders.find((o) => o.id === refund.orderId)!.kkOrderId }))),
      walletsOfPayments(db, orders.map((order) => order.paymentTransactionId)),
    ]);
    return details.map((detail, i) => {
      const refund = found[i]!;
      const order = orders.find((o) => o.id === refund.orderId)!;
      const seller = sellers.find((s) => s.id === refund.userId);
      return {
        ...detail,
        seller: { userId: refund.userId, email: seller?.email ?? '', fullName: seller?.fullName ?? '' },
        order: { status: order.status, totalAmount: order.totalCents, refundedAmount: order.refundedCents, paymentMethod: order.paymentMethod, wallet: order.paymentTransactionId === null ? null : (wallets.get(order.paymentTransactionId) ?? null) },
      };
    });
  }

  return {
    async list(filter: { status?: RefundStatus; pageNumber: number; pageSize: number }) {
      const { rows, total } = await refundsRepository(db).list({ status: filter.status, limit: filter.pageSize, offset: (filter.pageNumber - 1) * filter.pageSize });
      return { list: await view(rows.map((row) => row.refund.id)), total, pageNumber: filter.pageNumber, pageSize: filter.pageSize };
    },

    async detail(refundId: number): Promise<AdminRefund> {
      const [found] = await view([refundId]);
      if (!found) throw notFound();
      return found;
    },

    /** Approves all or part (at most what was asked; pay-later only all of it). */
    async approve(operatorId: number, refundId: number, amountCents: number): Promise<AdminRefund> {
      await db.transaction(async (tx) => {
        const repo = refundsRepository(tx);
        const refund = await repo.byId(refundId, { lock: true });
        if (!refund) throw notFound();
        if (refund.status !== 'processing') throw alreadyReviewed();
        if (amountCents > refund.requestedCents) throw new AppError(ErrorCode.badRequest, 'refunds.approveAboveRequested', 400, {}, { field: 'amount' });
        const order = (await repo.orderById(refund.orderId, true))!;
        if (order.paymentMethod === PAYMENT_METHODS.payLater && amountCents !== refund.requestedCents) throw new AppError(ErrorCode.badRequest, 'refunds.payLaterWholeOnly', 400, {}, { field: 'amount' });
        const approved = { ...refund, status: 'refunding', approvedCents: amountCents, reviewedBy: operatorId, reviewedAt: new Date(), paymentMethod: order.paymentMethod };
        await repo.update(refund.id, { status: approved.status, approvedCents: amountCents, reviewedBy: operatorId, reviewedAt: approved.reviewedAt, paymentMethod: order.paymentMethod });
        await repo.addRecord(refund.id, 'approved', amountCents);
        await audit(tx, operatorId, 'refund.approve', refund.refundNo, { amount: amountCents, requested: refund.requestedCents });
        if (order.paymentMethod === null || order.paymentMethod === PAYMENT_METHODS.balance) {
          await insertEntry(tx, { userId: order.userId, amountCents, category: 'refund', orderNumber: order.kkOrderId, note: refund.refundNo });
          await completeRefund(tx, approved, order, 'operator');
        } else {
          await jobs.enqueue(tx, REFUND_PAYOUT_JOB, { refundId: refund.id }, { singletonKey: String(refund.id), maxAttempts: REFUND_PAYOUT_ATTEMPTS });
        }
      });
      return this.detail(refundId);
    },

    /** Rejects with a reason the seller sees; the order goes back to where it was. */
    async reject(operatorId: number, refundId: number, reason: string): Promise<AdminRefund> {
      await db.transaction(async (tx) => {
        const repo = refundsRepository(tx);
        const refund = await repo.byId(refundId, { lock: true });
        if (!refund) throw notFound();
        if (refund.status !== 'processing') throw alreadyReviewed();
        const order = (await repo.orderById(refund.orderId, true))!;
        await repo.update(refund.id, { status: 'rejected', reviewNote: reason, reviewedBy: operatorId, reviewedAt: new Date() });
        await repo.addRecord(refund.id, 'rejected', null, reason);
        await audit(tx, operatorId, 'refund.reject', refund.refundNo, reason);
        await applyOrderEvent(tx, order, 'rejectRefund', { anyShipped: await repo.anyShipped(order), actor: 'operator', note: reason });
      });
      return this.detail(refundId);
    },
  };
}
export type RefundReviewService = ReturnType<typeof refundReviewService>;
