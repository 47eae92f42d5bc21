import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/database.ts';
import type { DocumentIssuer } from '../../../platform/pdf/parties.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { myOrder } from './my-orders.repository.ts';
import { statementOf } from './order-detail.service.ts';
import { itemsOf } from './order-list.repository.ts';
import { walletOfPayment } from '../../payments/transactions.repository.ts';

/** The invoice of one of the seller's orders, as a PDF. */
export function invoiceService(db: Db, issuer: DocumentIssuer) {
  return {
    async invoice(userId: number, kkOrderId: string): Promise<Buffer> {
      const order = await myOrder(db, userId, kkOrderId);
      const [items, [buyer]] = await Promise.all([
        itemsOf(db, [order.id]),
        db.select({ fullName: users.fullName, brandName: users.brandName, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId)),
      ]);
      return invoicePdf({
        issuer,
        order: { id: order.id, kkOrderId: order.kkOrderId, createdAt: order.createdAt, paidAt: order.paidAt, paymentMethod: order.paymentMethod, wallet: await walletOfPayment(db, order.paymentTransactionId) },
        buyer: buyer!,
        address: order.address,
        items,
        statement: statementOf(order, items),
      });
    },
  };
}
export type InvoiceService = ReturnType<typeof invoiceService>;
