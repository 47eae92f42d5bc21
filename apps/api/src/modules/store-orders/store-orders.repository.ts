import { sql } from 'drizzle-orm';
import type { StoreShippingMethod } from '@threadway/contracts';
import type { Executor } from '../../platform/database.ts';
import { intArray, queryRows, textArray } from '../catalogue/sql.ts';
import type { PlatformCode, StoreOrder, StoreOrderLine } from '../stores/platforms/platform.ts';
import type { ListedVariant } from './line-mapping.ts';

/** A store as ingest needs it: may it take orders, its settings' order rules and the seller's automatic payment. */
export interface IngestStore {
  id: number;
  userId: number;
  platform: PlatformCode;
  name: string;
  enabled: boolean;
  authorized: boolean;
  autoPurchase: boolean;
  defaultShippingMethod: StoreShippingMethod;
  automaticPayment: boolean;
}

export interface StoreOrderRow {
  id: number;
  status: 'received' | 'created' | 'abnormal' | 'ignored';
  order: StoreOrder;
  cancelRequestedAt: Date | null;
}

/** A store order delivered again replaces the kept one unless it is older (the platform's updatedAt). */
const upsertNewer = sql`on conflict (store_id, platform_order_id) do update set "order" = excluded."order", name = excluded.name, updated_at = now()
  where (store_orders."order"->>'updatedAt')::timestamptz <= (excluded."order"->>'updatedAt')::timestamptz`;

type StoreColumns = { id: number; user_id: number; platform: string; name: string; enabled: boolean; authorized: boolean; auto_purchase: boolean; default_shipping_method: string; automatic_payment: boolean };
type LockedColumns = { status: StoreOrderRow['status']; order: StoreOrder; cancel_requested_at: Date | null };

const storeColumns = sql`s.id, s.user_id, s.platform, s.name, s.enabled, s.authorized, coalesce(ss.auto_purchase, false) as auto_purchase,
  coalesce(ss.default_shipping_method, 'Express') as default_shipping_method, coalesce(ps.automatic_payment, false) as automatic_payment`;
const storeJoins = sql`left join store_settings ss on ss.store_id = s.id left join payment_settings ps on ps.user_id = s.user_id`;
const storeTables = sql`from stores s ${storeJoins}`;

const ingestStoreOf = (row: StoreColumns): IngestStore => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  platform: row.platform as PlatformCode,
  name: String(row.name),
  enabled: row.enabled === true,
  authorized: row.authorized === true,
  autoPurchase: row.auto_purchase === true,
  defaultShippingMethod: row.default_shipping_method as StoreShippingMethod,
  automaticPayment: row.automatic_payment === true,
});

const lockedRowOf = (row: { id: number } & LockedColumns): StoreOrderRow => ({ id: Number(row.id), status: row.status, order: row.order, cancelRequestedAt: row.cancel_requested_at });

export function storeOrdersRepository(db: Executor) {
  return {
    async store(storeId: number): Promise<IngestStore | undefined> {
      const [row] = await queryRows<StoreColumns>(db, sql`select ${storeColumns} ${storeTables} where s.id = ${storeId}`);
      return row && ingestStoreOf(row);
    },

    /**
     * Each wanted store order's store and row, the rows locked, in one statement (ingest's first: each statement is
     * a round trip for the whole transaction's locks). Rows are locked in id order, so two transactions wanting
     * some of the same never wait on each other in a circle. A store that does not exist is left out; the row is
     * undefined when the store has no such order.
     */
    async storesAndLockedRows(wanted: readonly { storeId: number; platformOrderId: string }[]): Promise<{ store: IngestStore; platformOrderId: string; row: StoreOrderRow | undefined }[]> {
      if (wanted.length === 0) return [];
      const rows = await queryRows<StoreColumns & { wanted_order: string; row_id: number | null } & LockedColumns>(
        db,
        sql`with wanted(store_id, platform_order_id) as (select * from unnest(${intArray(wanted.map((w) => w.storeId))}, ${textArray(wanted.map((w) => w.platformOrderId))})),
          locked as (
            select so.id, so.store_id, so.platform_order_id, so.status, so."order", so.cancel_requested_at
            from store_orders so join wanted w using (store_id, platform_order_id)
            order by so.id for update of so)
          select ${storeColumns}, w.platform_order_id as wanted_order, l.id as row_id, l.status, l."order", l.cancel_requested_at
          from wanted w join stores s on s.id = w.store_id ${storeJoins}
          left join locked l on l.store_id = w.store_id and l.platform_order_id = w.platform_order_id`,
      );
      return rows.map((row) => ({ store: ingestStoreOf(row), platformOrderId: row.wanted_order, row: row.row_id === null ? undefined : lockedRowOf({ ...row, id: row.row_id }) }));
    },

    /**
     * A verified order webhook in one statement (the acknowledgement's round trips are its latency): the
     * delivery id taken, unless already taken (a redelivery: duplicate, nothing else done); the stores taking
     * orders that the shop key names (Shopify domain, WooCommerce URL, TikTok shop id), of every seller; and
     * the order, when the body carries it, recorded for each of them as `record` does.
     */
    async acceptNotice(platform: PlatformCode, deliveryId: string | null, shopKey: string, order: StoreOrder | null): Promise<{ duplicate: boolean; stores: { id: number; userId: number }[] }> {
      const key = shopKey.trim().replace(/\/+$/, '');
      const urls = [key, `https://${key}`, `http://${key}`];
      const taken =
        deliveryId === null
          ? sql`select 1`
          : sql`insert into store_webhook_deliveries (platform, delivery_id) values (${platform}, ${deliveryId}) on conflict (platform, delivery_id) do nothing returning 1`;
      const recorded = order
        ? sql`, recorded as (
            insert into store_orders (user_id, store_id, platform_order_id, name, "order")
            select user_id, id, ${order.platformOrderId}, ${order.name}, ${JSON.stringify(order)}::jsonb from receiving
            ${upsertNewer})`
        : sql``;
      const rows = await queryRows<{ taken: boolean; id: number | null; user_id: number | null }>(
        db,
        sql`with taken as (${taken}),
          receiving as (
            select id, user_id from stores
            where exists (select 1 from taken) and platform = ${platform} and enabled and authorized
              and (platform_shop_id = ${key} or rtrim(store_url, '/') = any(${textArray(urls)}))
          )${recorded}
          select exists (select 1 from taken) as taken, r.id, r.user_id from (select 1) as one left join receiving r on true order by r.id`,
      );
      return {
        duplicate: rows[0]?.taken !== true,
        stores: rows.flatMap((row) => (row.id === null ? [] : [{ id: Number(row.id), userId: Number(row.user_id) }])),
      };
    },

    /**
     * Records the store order as last seen (one row per store and platform order whatever the number of
     * deliveries): a delivery older than what is kept (updatedAt) changes nothing.
     */
    async record(store: { id: number; userId: number }, order: StoreOrder): Promise<void> {
      await db.execute(sql`
        insert into store_orders (user_id, store_id, platform_order_id, name, "order")
        values (${store.userId}, ${store.id}, ${order.platformOrderId}, ${order.name}, ${JSON.stringify(order)}::jsonb)
        ${upsertNewer}`);
    },

    /** The row, locked until the caller's transaction ends: ingest of one store order runs one at a time. */
    async lock(storeId: number, platformOrderId: string): Promise<StoreOrderRow | undefined> {
      const [row] = await queryRows<{ id: number } & LockedColumns>(
        db,
        sql`select id, status, "order", cancel_requested_at from store_orders where store_id = ${storeId} and platform_order_id = ${platformOrderId} for update`,
      );
      return row && lockedRowOf(row);
    },

    /** Each row's new status and reason, in one statement. */
    async setStatuses(changes: readonly { id: number; status: StoreOrderRow['status']; reason: string | null }[]): Promise<void> {
      if (changes.length === 0) return;
      await db.execute(sql`
        update store_orders so set status = c.status, reason = nullif(c.reason, ''), updated_at = now()
        from unnest(${intArray(changes.map((c) => c.id))}, ${textArray(changes.map((c) => c.status))}, ${textArray(changes.map((c) => c.reason ?? ''))}) as c(id, status, reason)
        where so.id = c.id`);
    },

    markCancelRequested: (id: number) => db.execute(sql`update store_orders set cancel_requested_at = now(), updated_at = now() where id = ${id} and cancel_requested_at is null`),

    /**
     * The listing variants the store orders' lines may be, by platform variant id or SKU code within each store's
     * listings: one statement for all of them; each answer lists its own store's.
     */
    async listedVariants(storeOrders: readonly { storeId: number; lines: readonly StoreOrderLine[] }[]): Promise<ListedVariant[][]> {
      const variantIds = storeOrders.flatMap((o) => o.lines.flatMap((l) => (l.platformVariantId ? [l.platformVariantId] : [])));
      const skuCodes = storeOrders.flatMap((o) => o.lines.flatMap((l) => (l.sku?.trim() ? [l.sku.trim()] : [])));
      if (storeOrders.length === 0 || variantIds.length + skuCodes.length === 0) return storeOrders.map(() => []);
      const rows = await queryRows<{ store_id: number; listing_id: number; live: boolean; sku_id: number; warehouse: string; sku: string; platform_variant_id: string | null }>(
        db,
        sql`select l.store_id, lv.listing_id, l.status <> 'deleted' as live, lv.sku_id, lv.warehouse, lv.sku, lv.platform_variant_id
          from listing_variants lv join listings l on l.id = lv.listing_id
          where l.store_id = any(${intArray([...new Set(storeOrders.map((o) => o.storeId))])})
            and (lv.platform_variant_id = any(${textArray(variantIds)}) or lv.sku = any(${textArray(skuCodes)}))`,
      );
      const listed = rows.map((row) => ({ storeId: Number(row.store_id), listingId: Number(row.listing_id), live: row.live === true, skuId: Number(row.sku_id), warehouse: row.warehouse, sku: row.sku, platformVariantId: row.platform_variant_id }));
      return storeOrders.map((o) => listed.filter((v) => v.storeId === o.storeId));
    },
  };
}
