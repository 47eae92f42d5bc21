import { EXPLORE_FILTERS, type insListRequest } from '@threadway/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { influencerFollows, insPosts } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../catalogue/sql.ts';

export interface PostRow {
  id: number;
  influencer: string;
  avatar_url: string | null;
  title: string;
  image_url: string;
  followers: number;
  release_time: Date | string;
  tags: Record<string, unknown> | string;
  following: boolean;
  /** insInfo only: the post's products that are on sale, in the post's order. */
  product_ids?: number[];
}

type InsListRequest = z.output<typeof insListRequest>;
/** Tags compared as single words; designElements is a list. */
export const TAG_FILTERS = EXPLORE_FILTERS.filter((f) => f !== 'category' && f !== 'designElements') as readonly Exclude<(typeof EXPLORE_FILTERS)[number], 'category' | 'designElements'>[];

/** Filters of spec 2.3 (Explore), case-insensitive; a category includes its descendants. */
function feedWhere(request: InsListRequest): SQL {
  const conditions: SQL[] = [sql`i.status = 1`];
  if (request.categoryId !== undefined) {
    conditions.push(sql`i.category_id in (select x.id from categories x left join categories y on y.id = x.parent_id
      where x.id = ${request.categoryId} or x.parent_id = ${request.categoryId} or y.parent_id = ${request.categoryId})`);
  }
  for (const key of TAG_FILTERS) {
    const value = request[key];
    if (value) conditions.push(sql`lower(i.tags ->> ${key}) = lower(${value})`);
  }
  if (request.designElements) {
    conditions.push(sql`exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(i.tags -> 'designElements') = 'array' then i.tags -> 'designElements' else '[]'::jsonb end) e
      where lower(e) = lower(${request.designElements}))`);
  }
  return sql.join(conditions, sql` and `);
}

const following = (userId: number | null) =>
  userId === null ? sql`false` : sql`exists (select 1 from influencer_follows f where f.user_id = ${userId} and f.influencer = i.influencer)`;
const POST_COLUMNS = sql`i.id, i.influencer, i.avatar_url, i.title, i.image_url, i.followers, i.release_time, i.tags`;

export function exploreRepository(db: Executor) {
  return {
    /** A page of the feed with its total and the viewer's follows: two statements. */
    async feed(request: InsListRequest, offset: number, limit: number, userId: number | null) {
      const where = feedWhere(request);
      const order = request.sortType === 'followers' ? sql`i.followers desc, i.id desc` : sql`i.release_time desc, i.id desc`;
      const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from ins_posts i where ${where}`);
      const rows =
        limit === 0
          ? []
          : await queryRows<PostRow>(db, sql`select ${POST_COLUMNS}, ${following(userId)} as following from ins_posts i where ${where} order by ${order} limit ${limit} offset ${offset}`);
      return { total: Number(count!.total), rows };
    },

    /** One published post with its on-sale products, in one statement. */
    async post(id: number, userId: number | null) {
      const [row] = await queryRows<PostRow>(
        db,
        sql`select ${POST_COLUMNS}, ${following(userId)} as following,
              array(select p.id from unnest(i.product_ids) with ordinality as u(id, n) join products p on p.id = u.id where p.status = 1 order by u.n) as product_ids
            from ins_posts i where i.id = ${id} and i.status = 1`,
      );
      return row;
    },

    /** Filter values found in published posts: tag words, and the categories posts are in. */
    async tagValues() {
      const [tags, categories] = await Promise.all([
        queryRows<{ key: string; value: string }>(
          db,
          sql`select distinct key, value from (
                select k.key, i.tags ->> k.key as value from ins_posts i cross join unnest(${`{${TAG_FILTERS.join(',')}}`}::text[]) as k(key)
                where i.status = 1 and jsonb_typeof(i.tags -> k.key) = 'string'
                union all
                select 'designElements', e from ins_posts i cross join jsonb_array_elements_text(i.tags -> 'designElements') e
                where i.status = 1 and jsonb_typeof(i.tags -> 'designElements') = 'array'
              ) t where value <> '' order by key, value`,
        ),
        // With the top-level category beside it: 'Jeans' alone would be there once for women and once for men.
        queryRows<{ id: number; name: string; names: Record<string, string> | string; root_name: string | null; root_names: Record<string, string> | string | null }>(
          db,
          sql`select c.id, c.name, c.names, r.name as root_name, r.names as root_names
              from categories c
              left join categories m on m.id = c.parent_id
              left join categories r on r.id = coalesce(m.parent_id, c.parent_id)
              where c.id in (select category_id from ins_posts where status = 1)
              order by coalesce(r.sort, c.sort), coalesce(r.id, c.id), c.level, c.sort, c.id`,
        ),
      ]);
      return { tags, categories };
    },

    influencerExists: async (influencer: string) => (await db.select({ id: insPosts.id }).from(insPosts).where(and(eq(insPosts.influencer, influencer), eq(insPosts.status, 1))).limit(1)).length > 0,

    follow: (userId: number, influencer: string) => db.insert(influencerFollows).values({ userId, influencer }).onConflictDoNothing(),
    unfollow: (userId: number, influencer: string) => db.delete(influencerFollows).where(and(eq(influencerFollows.userId, userId), eq(influencerFollows.influencer, influencer))),
  };
}
