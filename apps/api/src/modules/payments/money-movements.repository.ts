import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_METHODS, REGIONAL_WALLETS, type RegionalWallet } from '@threadway/contracts';
import type { Executor } from '../../platform/database.ts';
import type { LedgerFilter } from './ledger.repository.ts';
import { PAYMENT_TYPES } from './payment-manage/payment-types.ts';

/** One movement of a seller's money, whichever way it went (docs/money-invariants.md, invariant 17). */
export interface MoneyMovement {
  /** Unique across the three sources: 'ledger:12', 'payment:880001', 'refund:600001'. */
  key: string;
  id: number;
  type: string;
  orderNumber: string | null;
  /** Signed cents: income positive, expenditure negative. */
  amountCents: number;
  /** The spec 9 method code the money moved through (0 balance). */
  method: number;
  /** The regional wallet of a method-3 payment (its give-back's and refunds' too). */
  wallet: RegionalWallet | null;
  /** Whether it moved the balance: the balance is the sum of exactly these. */
  onBalance: boolean;
  createdAt: Date;
}

const { balance } = PAYMENT_METHODS;
const { orders, bill, giveBack } = PAYMENT_TYPES;

/**
 * Every money movement of the seller, newest first: the balance ledger (top-ups carry the method
 * they came in by), payments that did not touch the balance (card, wallet, pay-later, payout —
 * orders and bills; a top-up is already its ledger credit), provider money given back, and
 * refunds paid back to the card, wallet or credit line (a refund to the balance is a ledger row).
 */
export async function listMovements(db: Executor, filter: LedgerFilter): Promise<{ rows: MoneyMovement[]; total: number }> {
  const { userId } = filter;
  const movements = sql`(
    select 'ledger:' || l.id as key, l.id, l.category as type, l.order_number, l.amount_cents, coalesce(pt.payment_method, ${balance})::int as method, pt.wallet, true as on_balance, l.created_at
      from ledger_entries l left join payment_transactions pt on pt.id = l.transaction_id
      where l.user_id = ${userId}
    union all
    select 'payment:' || pt.id, pt.id, case when pt.payment_type = ${giveBack} then 'refund' else 'purchase' end,
      coalesce(cb.bill_no, (select string_agg(o.kk_order_id, ',' order by o.kk_order_id) from transaction_orders t join orders o on o.id = t.order_id where t.transaction_id = pt.id)),
      case when pt.payment_type = ${giveBack} then pt.amount_cents else -pt.amount_cents end, pt.payment_method::int,
      coalesce(pt.wallet, (select w.wallet from payment_transactions w where w.id = pt.returns_transaction_id)), false, coalesce(pt.paid_at, pt.created_at)
      from payment_transactions pt left join credit_bills cb on cb.id = pt.bill_id
      where pt.user_id = ${userId} and pt.status = 'succeeded' and pt.payment_method <> ${balance} and pt.payment_type in (${orders}, ${bill}, ${giveBack})
    union all
    select 'refund:' || r.id, r.id, 'refund', o.kk_order_id, r.approved_cents, r.payment_method::int,
      (select w.wallet from payment_transactions w where w.id = o.payment_transaction_id), false, coalesce(r.completed_at, r.created_at)
      from refunds r join orders o on o.id = r.order_id
      where r.user_id = ${userId} and r.status = 'completed' and r.payment_method is not null and r.payment_method <> ${balance}
  ) m`;
  const conditions: SQL[] = [sql`true`];
  if (filter.category) conditions.push(sql`m.type = ${filter.category}`);
  if (filter.direction) conditions.push(filter.direction === 'income' ? sql`m.amount_cents > 0` : sql`m.amount_cents < 0`);
  if (filter.startDate) conditions.push(sql`m.created_at >= ${new Date(`${filter.startDate}T00:00:00Z`).toISOString()}::timestamptz`);
  if (filter.endDate) conditions.push(sql`m.created_at < ${new Date(Date.parse(`${filter.endDate}T00:00:00Z`) + 86_400_000).toISOString()}::timestamptz`);
  const where = sql.join(conditions, sql` and `);
  const [page, counted] = await Promise.all([
    db.execute(sql`select * from ${movements} where ${where} order by m.created_at desc, m.key desc limit ${filter.limit} offset ${filter.offset}`),
    db.execute(sql`select count(*)::int as total from ${movements} where ${where}`),
  ]);
  const rows = (page as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    key: String(row.key),
    id: Number(row.id),
    type: String(row.type),
    orderNumber: row.order_number === null ? null : String(row.order_number),
    amountCents: Number(row.amount_cents),
    method: Number(row.method),
    wallet: REGIONAL_WALLETS.find((wallet) => wallet === row.wallet) ?? null,
    onBalance: row.on_balance === true,
    createdAt: new Date(row.created_at as string),
  }));
  return { rows, total: Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0) };
}
