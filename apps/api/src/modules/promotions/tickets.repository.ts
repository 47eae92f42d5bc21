import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../catalogue/sql.ts';

/** A seller's ticket joined with its template; times in epoch ms, status computed at `now`. */
export interface TicketRow {
  id: number;
  couponTicketId: number;
  name: string;
  logoUrl: string | null;
  fixedType: 1 | 2;
  reduction: number;
  useType: 1 | 2 | 3;
  threshold: number;
  applicableType: 1 | 2 | 3;
  stacksWithPromoCode: boolean;
  kkProductIds: string[];
  usableStartMs: number;
  usableEndMs: number;
  usedAtMs: number | null;
  /** USER_COUPON_STATUSES: 1 used, else 3 when the template is withdrawn, else 2 after the end, else 0. */
  status: number;
}

type RawTicket = Record<keyof TicketRow, unknown>;
const toRow = (r: RawTicket): TicketRow => ({
  id: Number(r.id),
  couponTicketId: Number(r.couponTicketId),
  name: String(r.name),
  logoUrl: (r.logoUrl as string | null) ?? null,
  fixedType: Number(r.fixedType) as 1 | 2,
  reduction: Number(r.reduction),
  useType: Number(r.useType) as 1 | 2 | 3,
  threshold: Number(r.threshold),
  applicableType: Number(r.applicableType) as 1 | 2 | 3,
  stacksWithPromoCode: Boolean(r.stacksWithPromoCode),
  kkProductIds: (r.kkProductIds as string[] | null) ?? [],
  usableStartMs: Number(r.usableStartMs),
  usableEndMs: Number(r.usableEndMs),
  usedAtMs: r.usedAtMs === null ? null : Number(r.usedAtMs),
  status: Number(r.status),
});

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint`;

/** The status of spec 3 ('0 available, 1 used, 2 expired, 3 unavailable') at `now`. */
const statusAt = (now: Date) =>
  sql`case when ut.used_at is not null then 1 when ct.status <> 1 then 3 when ct.usable_end_time < ${now.toISOString()}::timestamptz then 2 else 0 end`;

const selectTickets = (now: Date) => sql`
  select ut.id, ut.coupon_ticket_id as "couponTicketId", ct.name, ct.logo_url as "logoUrl", ct.fixed_type as "fixedType",
    ct.reduction, ct.use_type as "useType", ct.threshold, ct.applicable_type as "applicableType",
    ct.stacks_with_promo_code as "stacksWithPromoCode",
    coalesce((select array_agg(p.kk_product_id order by p.kk_product_id) from coupon_ticket_products ctp
      join products p on p.id = ctp.product_id where ctp.coupon_ticket_id = ct.id), '{}') as "kkProductIds",
    ${epochMs(sql`ct.usable_start_time`)} as "usableStartMs", ${epochMs(sql`ct.usable_end_time`)} as "usableEndMs",
    ${epochMs(sql`ut.used_at`)} as "usedAtMs", ${statusAt(now)} as status
  from user_coupon_tickets ut
  join coupon_tickets ct on ct.id = ut.coupon_ticket_id`;

/** Seller coupon tickets, always scoped to the owner. */
export function ticketsRepository(db: Executor) {
  return {
    /** One of the seller's tickets; undefined when it does not exist or belongs to someone else. */
    async owned(userId: number, ticketId: number, now: Date): Promise<TicketRow | undefined> {
      const [row] = await queryRows<RawTicket>(db, sql`${selectTickets(now)} where ut.id = ${ticketId} and ut.user_id = ${userId}`);
      return row && toRow(row);
    },

    /** The seller's tickets with one status, ending soonest first. */
    async page(userId: number, status: number, now: Date, limit: number, offset: number): Promise<{ rows: TicketRow[]; total: number }> {
      const where = sql`ut.user_id = ${userId} and ${statusAt(now)} = ${status}`;
      const [rows, [counted]] = await Promise.all([
        queryRows<RawTicket>(db, sql`${selectTickets(now)} where ${where} order by ct.usable_end_time, ut.id limit ${limit} offset ${offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from user_coupon_tickets ut join coupon_tickets ct on ct.id = ut.coupon_ticket_id where ${where}`),
      ]);
      return { rows: rows.map(toRow), total: Number(counted?.n ?? 0) };
    },

    /** The seller's available tickets (status 0), ending soonest first: the ones checkout offers. */
    async available(userId: number, now: Date): Promise<TicketRow[]> {
      const rows = await queryRows<RawTicket>(db, sql`${selectTickets(now)} where ut.user_id = ${userId} and ${statusAt(now)} = 0 order by ct.usable_end_time, ut.id`);
      return rows.map(toRow);
    },
  };
}
