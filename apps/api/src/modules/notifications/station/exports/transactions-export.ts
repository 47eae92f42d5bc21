import { REGIONAL_WALLET_NAMES } from '@threadway/contracts';
import type { LedgerQuery } from '../../../payments/balance.service.ts';
import { listMovements } from '../../../payments/money-movements.repository.ts';
import type { Db } from '../../../../platform/database.ts';
import type { Cell } from './csv.ts';
import { dollars, sheetDate } from './sheet-values.ts';

export const TRANSACTION_EXPORT_HEADER = ['Transaction ID', 'Time (UTC)', 'Type', 'Direction', 'Amount (USD)', 'Order number', 'Payment method', 'Wallet'] as const;

const PAGE_SIZE = 1000;
export type TransactionFilters = Omit<LedgerQuery, 'pageNumber' | 'pageSize'>;

/** The seller's money movements (every method) matching the transaction list's filters, newest first, as the list shows them. */
export async function* transactionExportRows(db: Db, userId: number, filters: TransactionFilters): AsyncGenerator<Cell[]> {
  const written = new Set<string>();
  for (let page = 0; ; page++) {
    const { rows } = await listMovements(db, {
      userId,
      category: filters.type,
      direction: filters.direction,
      startDate: filters.startDate,
      endDate: filters.endDate,
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
    });
    for (const row of rows) {
      if (written.has(row.key)) continue;
      written.add(row.key);
      yield [row.id, sheetDate(row.createdAt), row.type, row.amountCents < 0 ? 'expenditure' : 'income', dollars(Math.abs(row.amountCents)), row.orderNumber, row.method, row.wallet && REGIONAL_WALLET_NAMES[row.wallet]];
    }
    if (rows.length < PAGE_SIZE) return;
  }
}
