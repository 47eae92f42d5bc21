import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/database.ts';
import type { DocumentIssuer } from '../../../platform/pdf/parties.ts';
import { notFound } from '../../../platform/errors.ts';
import { findAccount } from '../paylater/accounts.repository.ts';
import { toBillDetailLine, toIncomingLine, toIssuedBill } from './billing.presenter.ts';
import type { BillStatus } from './billing.schemas.ts';
import { billedByOrder, billLines, findOwnedBill, incomingParcels, listBills, unpaidTotal } from './bills.repository.ts';
import { statementPdf } from './statement-pdf.ts';

interface Paging {
  pageNumber: number;
  pageSize: number;
}

/** What a seller reads on /billing: the credit line, issued bills with their lines, incoming bills. */
export function billsService(db: Db, issuer: DocumentIssuer) {
  const detail = async (userId: number, billId: number) => {
    const bill = await findOwnedBill(db, userId, billId);
    if (!bill) throw notFound();
    const lines = await billLines(db, billId);
    return { bill: toIssuedBill(bill), lines: lines.map(toBillDetailLine) };
  };
  return {
    async credit(userId: number) {
      const [account, unpaidAmount] = await Promise.all([findAccount(db, userId), unpaidTotal(db, userId)]);
      return { status: account?.status ?? null, creditLimit: account?.creditLimitCents ?? 0, availableCredit: account?.availableCreditCents ?? 0, unpaidAmount };
    },

    async issued(userId: number, query: Paging & { status?: BillStatus }) {
      const { rows, total } = await listBills(db, { userId, status: query.status, limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
      const now = new Date();
      return { list: rows.map((row) => toIssuedBill(row, now)), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
    },

    detail,

    /** The bill's statement as a PDF; another seller's bill is not found. */
    async statement(userId: number, billId: number): Promise<Buffer> {
      const [bill, [buyer]] = await Promise.all([
        detail(userId, billId),
        db.select({ fullName: users.fullName, brandName: users.brandName, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId)),
      ]);
      return statementPdf(issuer, buyer!, bill);
    },

    async incoming(userId: number, query: Paging) {
      const { rows, total } = await incomingParcels(db, userId, query.pageSize, (query.pageNumber - 1) * query.pageSize);
      const billed = await billedByOrder(db, [...new Set(rows.map((row) => row.orderId))]);
      return { list: rows.map((row) => toIncomingLine(row, billed.get(row.orderId) ?? 0)), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
    },
  };
}
export type BillsService = ReturnType<typeof billsService>;
