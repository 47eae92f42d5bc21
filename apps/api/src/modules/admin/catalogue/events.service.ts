import type { AdminEvent, CreateEventInput, EventInput, EventProduct } from '@threadway/contracts';
import { and, asc, count, desc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { discountProducts, discounts, products } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { audit } from './audit.ts';
import { cleanNames } from './categories.service.ts';
import { invalidField } from './field-errors.ts';
import { checkProductsExist, listedProductColumns } from './listed-products.ts';

type DiscountRow = typeof discounts.$inferSelect;
const columns = {
  ...getTableColumns(discounts),
  productCount: sql<number>`(select count(*)::int from ${discountProducts} where ${discountProducts.discountId} = ${discounts.id})`,
};

/** Upcoming before the start, active until the end, then expired ('Event Expired'). */
function stateAt(row: Pick<DiscountRow, 'startTime' | 'endTime'>, now: number): AdminEvent['state'] {
  if (now < row.startTime.getTime()) return 'upcoming';
  return now < row.endTime.getTime() ? 'active' : 'expired';
}

const toEvent = (row: DiscountRow & { productCount: number }, now = Date.now()): AdminEvent => ({
  id: row.id,
  type: row.type,
  name: row.name,
  names: row.names,
  description: row.description,
  bannerUrl: row.bannerUrl,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  status: row.status,
  sort: row.sort,
  productCount: row.productCount,
  state: stateAt(row, now),
});

/**
 * Flash sales (type 1), discount events (2) and festival collections (3) with their products:
 * a discount of 1-99 % each and, for flash sales, the pieces on offer (spec 4).
 */
export function eventsService(app: FastifyInstance) {
  const db = app.database.db;

  async function one(id: number) {
    const [row] = await db.select(columns).from(discounts).where(eq(discounts.id, id)).limit(1);
    if (!row) throw notFound();
    return toEvent(row);
  }

  return {
    one,

    async list(type: number | undefined, pageNumber: number, pageSize: number) {
      const where = type === undefined ? undefined : eq(discounts.type, type);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(discounts)
          .where(where)
          .orderBy(desc(discounts.endTime), desc(discounts.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ n: count() }).from(discounts).where(where),
      ]);
      const now = Date.now();
      return { list: rows.map((row) => toEvent(row, now)), total: total?.n ?? 0, pageNumber, pageSize };
    },

    async create(actorId: number, input: CreateEventInput) {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(discounts)
          .values({
            type: input.type,
            name: input.name,
            names: cleanNames(input.names) ?? {},
            description: input.description ?? '',
            bannerUrl: input.bannerUrl ?? null,
            startTime: new Date(input.startTime),
            endTime: new Date(input.endTime),
            status: input.status ?? 1,
            sort: input.sort ?? 0,
          })
          .returning({ id: discounts.id });
        await audit(tx, actorId, 'event.create', row!.id, { type: input.type, name: input.name, startTime: input.startTime, endTime: input.endTime });
        return row!.id;
      });
      return one(id);
    },

    async update(actorId: number, id: number, input: EventInput) {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(discounts).where(eq(discounts.id, id)).limit(1);
        if (!current) throw notFound();
        const startTime = input.startTime ? new Date(input.startTime) : current.startTime;
        const endTime = input.endTime ? new Date(input.endTime) : current.endTime;
        if (endTime <= startTime) throw invalidField('endTime', 'validation.rangeEnd');
        const { names, ...rest } = input;
        await tx.update(discounts).set({ ...rest, names: cleanNames(names), startTime, endTime }).where(eq(discounts.id, id));
        await audit(tx, actorId, 'event.update', id, input);
      });
      return one(id);
    },

    async products(id: number): Promise<EventProduct[]> {
      await one(id);
      const rows = await db
        .select({ ...listedProductColumns, sort: discountProducts.sort, discountPercent: discountProducts.discountPercent, spikeTotalStock: discountProducts.spikeTotalStock, spikeSoldStock: discountProducts.spikeSoldStock })
        .from(discountProducts)
        .innerJoin(products, eq(products.id, discountProducts.productId))
        .where(eq(discountProducts.discountId, id))
        .orderBy(asc(discountProducts.sort), asc(products.id));
      return rows;
    },

    /** Adds products or changes their discount; products already in keep their place and sold count. */
    async setProducts(actorId: number, id: number, items: { productId: number; discountPercent: number; spikeTotalStock?: number | null }[]) {
      await db.transaction(async (tx) => {
        const [current] = await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, id)).limit(1);
        if (!current) throw notFound();
        await checkProductsExist(tx, items.map((i) => i.productId), (i) => `items.${i}.productId`);
        const unique = [...new Map(items.map((item) => [item.productId, item])).values()];
        const [{ last } = { last: null }] = await tx.select({ last: max(discountProducts.sort) }).from(discountProducts).where(eq(discountProducts.discountId, id));
        await tx
          .insert(discountProducts)
          .values(unique.map((item, i) => ({ discountId: id, productId: item.productId, discountPercent: item.discountPercent, spikeTotalStock: item.spikeTotalStock ?? null, sort: (last ?? -1) + 1 + i })))
          .onConflictDoUpdate({
            target: [discountProducts.discountId, discountProducts.productId],
            set: { discountPercent: sql`excluded.discount_percent`, spikeTotalStock: sql`excluded.spike_total_stock` },
          });
        await audit(tx, actorId, 'event.products', id, unique.map((i) => `${i.productId}:${i.discountPercent}%`).join(' '));
      });
    },

    async removeProduct(actorId: number, id: number, productId: number) {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(discountProducts)
          .where(and(eq(discountProducts.discountId, id), eq(discountProducts.productId, productId)))
          .returning({ productId: discountProducts.productId });
        if (removed.length === 0) throw notFound();
        await audit(tx, actorId, 'event.removeProduct', id, String(productId));
      });
    },
  };
}
export type EventsService = ReturnType<typeof eventsService>;

