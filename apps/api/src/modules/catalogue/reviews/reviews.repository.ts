import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { queryRows } from '../sql.ts';

const onSaleProduct = (kkProductId: string) => sql`select id from products where kk_product_id = ${kkProductId} and status = 1`;

export interface NewReview {
  kkProductId: string;
  userId: number | null;
  name: string;
  /** Guests give one; a seller without one is known by the account's e-mail. */
  email?: string | undefined;
  rating: number;
  content: string;
  colour?: string | undefined;
  size?: string | undefined;
}

interface ReviewRow {
  id: number;
  name: string;
  rating: number;
  content: string;
  colour: string | null;
  size: string | null;
  createdAt: string;
}

/** Published reviews (status 1) of on-sale products. */
export function reviewsRepository(db: Executor) {
  return {
    /** A page of reviews, newest first; null when the product is not on sale. */
    async page(kkProductId: string, rating: number | undefined, limit: number, offset: number) {
      const published: SQL = sql`from reviews r where r.product_id in (${onSaleProduct(kkProductId)}) and r.status = 1 ${rating === undefined ? sql`` : sql`and r.rating = ${rating}`}`;
      const [row] = await queryRows<{ found: boolean; total: number; list: ReviewRow[] }>(
        db,
        sql`
        select exists (${onSaleProduct(kkProductId)}) as found,
          (select count(*)::int ${published}) as total,
          coalesce((
            select json_agg(json_build_object('id', x.id, 'name', x.name, 'rating', x.rating, 'content', x.content, 'colour', x.colour, 'size', x.size,
              'createdAt', to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by x.created_at desc, x.id desc)
            from (select r.* ${published} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}) x
          ), '[]'::json) as list`,
      );
      return row!.found ? { total: Number(row!.total), list: row!.list } : null;
    },

    /** Published reviews per star; null when the product is not on sale. */
    async starCounts(kkProductId: string): Promise<Record<number, number> | null> {
      const [row] = await queryRows<{ found: boolean; counts: Record<string, number> }>(
        db,
        sql`
        select exists (${onSaleProduct(kkProductId)}) as found,
          coalesce((
            select json_object_agg(x.rating, x.count) from (
              select r.rating, count(*)::int as count from reviews r
              where r.product_id in (${onSaleProduct(kkProductId)}) and r.status = 1 group by r.rating
            ) x
          ), '{}'::json) as counts`,
      );
      return row!.found ? Object.fromEntries(Object.entries(row!.counts).map(([star, count]) => [Number(star), Number(count)])) : null;
    },

    /**
     * Adds a review unless the same seller or e-mail reviewed the product in the last 24 hours.
     * A transaction-scoped advisory lock on (product, reviewer) makes the check and the insert
     * one step, so two quick submissions cannot both pass.
     */
    async add(review: NewReview): Promise<'added' | 'noProduct' | 'tooSoon'> {
      return db.transaction(async (tx) => {
        const [reviewer] = await queryRows<{ productId: number | null; email: string | null }>(
          tx,
          sql`select (${onSaleProduct(review.kkProductId)}) as "productId",
                     lower(coalesce(${review.email ?? null}::text, (select email from users where id = ${review.userId}))) as email`,
        );
        if (reviewer?.productId == null) return 'noProduct';
        const who = review.userId !== null ? `user:${review.userId}` : `email:${reviewer.email}`;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${reviewer.productId}:${who}`}))`);
        const sameReviewer = review.userId !== null ? sql`(r.user_id = ${review.userId} or lower(r.email) = ${reviewer.email})` : sql`lower(r.email) = ${reviewer.email}`;
        const [inserted] = await queryRows<{ id: number }>(
          tx,
          sql`
          insert into reviews (product_id, user_id, name, email, rating, content, colour, size)
          select ${reviewer.productId}, ${review.userId}, ${review.name}, ${reviewer.email}, ${review.rating}, ${review.content}, ${review.colour ?? null}, ${review.size ?? null}
          where not exists (select 1 from reviews r where r.product_id = ${reviewer.productId} and r.created_at > now() - interval '1 day' and ${sameReviewer})
          returning id`,
        );
        return inserted ? 'added' : 'tooSoon';
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
