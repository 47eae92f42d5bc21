import type { z } from 'zod';
import type { Db } from '../../../platform/database.ts';
import { notFound } from '../../../platform/errors.ts';
import { atProvider } from '../../payments/provider-payment.ts';
import { recordDecision } from '../../payments/paylater/accounts.repository.ts';
import type { PayLaterRepayment } from '../../payments/paylater/mondu-repayment.ts';
import { toIssuedBill } from '../../payments/billing/billing.presenter.ts';
import type { BillStatus } from '../../payments/billing/billing.schemas.ts';
import { listBills } from '../../payments/billing/bills.repository.ts';
import { periodOf } from '../../payments/billing/statement-period.ts';
import { issueStatements } from '../../payments/billing/statements.ts';
import { audit } from '../catalogue/audit.ts';
import { findApplication, listApplications, sellerEmails, type ApplicationRow } from './finance.repository.ts';
import type { applicationsRequest, payLaterApplicationRow } from './finance.schemas.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function toApplication(row: ApplicationRow): z.infer<typeof payLaterApplicationRow> {
  const application = (row.account.application ?? {}) as Record<string, unknown>;
  const requested = application.requestedLimit;
  return {
    userId: row.account.userId,
    sellerEmail: row.email,
    sellerName: row.fullName,
    companyName: text(application.companyName),
    contactEmail: text(application.email),
    phone: text(application.phone),
    country: text(application.country)?.toUpperCase() ?? null,
    requestedLimit: Number.isSafeInteger(requested) ? (requested as number) : null,
    status: row.account.status,
    creditLimit: row.account.creditLimitCents,
    availableCredit: row.account.availableCreditCents,
    unpaidBills: Number(row.unpaid),
    updatedAt: row.account.updatedAt.toISOString(),
  };
}

/**
 * The finance back office. Operators see applications and bills and can ask the provider again;
 * they cannot approve, decline or change a credit line: the provider decides credit and tells us
 * by webhook (docs/decisions/0014).
 */
export function financeService(db: Db, provider: PayLaterRepayment) {
  return {
    async applications(query: z.infer<typeof applicationsRequest>) {
      const { rows, total } = await listApplications(db, { status: query.status, search: query.search || undefined, limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
      return { list: rows.map(toApplication), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
    },

    /** Reads the seller's decision and credit from the provider and stores what it says. */
    async refresh(operatorId: number, userId: number) {
      const row = await findApplication(db, userId);
      if (!row) throw notFound();
      const buyer = await atProvider(() => provider.buyer(row.account.providerBuyerId));
      if (buyer?.status) {
        await db.transaction(async (tx) => {
          await recordDecision(tx, userId, { buyerId: buyer.buyerId, status: buyer.status!, limitCents: buyer.limitCents, availableCents: buyer.availableCents });
          await audit(tx, operatorId, 'payLater.refresh', userId, { status: buyer.status, limitCents: buyer.limitCents, availableCents: buyer.availableCents });
        });
      }
      return toApplication((await findApplication(db, userId))!);
    },

    async bills(query: { pageNumber: number; pageSize: number; status?: BillStatus; userId?: number }) {
      const { rows, total } = await listBills(db, { userId: query.userId, status: query.status, limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
      const emails = await sellerEmails(db, [...new Set(rows.map((row) => row.userId))]);
      const now = new Date();
      return { list: rows.map((row) => ({ ...toIssuedBill(row, now), userId: row.userId, sellerEmail: emails.get(row.userId) ?? null })), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
    },

    /** Issue statements now: every seller's shipped, unbilled credit parcels up to this moment, on the current period's bill. */
    async issueNow(operatorId: number) {
      const now = new Date();
      const period = { start: periodOf(now).start, end: now };
      const billIds = await issueStatements(db, period);
      await audit(db, operatorId, 'billing.issueStatements', period.start.toISOString(), { billIds });
      return { issued: billIds.length, billIds, periodStart: period.start.toISOString(), periodEnd: period.end.toISOString() };
    },
  };
}
export type FinanceService = ReturnType<typeof financeService>;
