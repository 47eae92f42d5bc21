import { and, eq } from 'drizzle-orm';
import { paymentTransactions } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import type { TransactionRow } from '../transactions.repository.ts';

/** The transaction a provider order was created for (the pair is unique). */
export async function findByProviderRef(db: Executor, paymentMethod: number, providerRef: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.paymentMethod, paymentMethod), eq(paymentTransactions.providerRef, providerRef)));
  return row;
}
