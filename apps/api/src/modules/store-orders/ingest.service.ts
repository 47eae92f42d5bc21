import { randomUUID } from 'node:crypto';
import { storeOrderChannel, toUsdCents, type Channel } from '@threadway/contracts';
import type { Db, Executor } from '../../platform/database.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { enqueueStockRefresh } from '../catalogue/products/stock-summary.job.ts';
import type { CheckoutPricingService } from '../checkout/index.ts';
import { rateOf } from '../listings/draft.ts';
import { STOCK_ABNORMAL_REASON } from '../orders/auto-cancel.ts';
import { takeFlashSalePieces } from '../orders/flash-sale-pieces.ts';
import { channelsFor } from '../orders/freight.ts';
import { orderLinesRepository } from '../orders/order-lines.repository.ts';
import { priceGroups, warehouseGroups, writeOrders, type OrderDraft } from '../orders/order-writer.ts';
import { tryReserveStock } from '../orders/stock.ts';
import type { StoreOrder } from '../stores/platforms/platform.ts';
import { enqueueAutoPurchase } from './auto-purchase/enqueue.ts';
import { mapStoreLines } from './line-mapping.ts';
import { orderAddressOf } from './order-address.ts';
import { storeOrdersRepository, type IngestStore, type StoreOrderRow } from './store-orders.repository.ts';

/** store_orders.reason and orders.abnormal_reason values (i18n keys under orders.abnormal / storeOrders.reason). */
export const UNMAPPED_REASON = 'unmapped';
export const CANCELLED_REASON = 'cancelled';

/** What one ingest did; tests and logs read it. */
export type IngestOutcome = 'refused' | 'unpaid' | 'ignored' | 'created' | 'abnormal' | 'exists';

/**
 * Thrown when stock taken last finds a warehouse short: the transaction rolls back and the store order is ingested
 * again taking each warehouse's stock first, so the short one's order is written abnormal ('stock').
 */
class StockShort extends Error {}

/** The order's abnormal reason, the first that applies (the seller fixes the address before the route, the route before stock). */
type Reason = 'address' | 'logistics' | typeof STOCK_ABNORMAL_REASON | typeof UNMAPPED_REASON;

/**
 * Store orders become our orders (issue 17), exactly once: the store_orders row of (store, platform
 * order) is written whatever the number of deliveries, then locked; only a row still 'received' with
 * a paid order makes orders, in the same transaction that marks it 'created' (or 'abnormal'), so
 * twenty deliveries at once, by webhook and polling, wait on the lock and find the work done.
 */
export function storeOrdersIngest(deps: { db: Db; jobs: JobQueue; pricing: CheckoutPricingService }) {
  const { db, jobs, pricing } = deps;

  /**
   * Our orders of one paid store order: one per warehouse of its mapped lines, priced like a checkout.
   * Stock is taken last, in one statement for every line (`stockFirst` false): the hot sku_stock rows (and the
   * product jobs queued after them) are then held only from that statement to the commit, not through the pricing
   * and the writes, so concurrent store orders of the same products queue briefly (decision 0043). When a warehouse
   * is short it throws StockShort; the caller runs it again with `stockFirst`, which takes each warehouse's stock
   * before writing so that warehouse's order is written abnormal.
   */
  async function makeOrders(tx: Executor, store: IngestStore, row: StoreOrderRow, stockFirst: boolean): Promise<IngestOutcome> {
    const repo = storeOrdersRepository(tx);
    const order = row.order;
    const variantIds = order.lines.flatMap((l) => (l.platformVariantId ? [l.platformVariantId] : []));
    const skuCodes = order.lines.flatMap((l) => (l.sku?.trim() ? [l.sku.trim()] : []));
    const mapped = mapStoreLines(order.lines, await repo.listedVariants(store.id, variantIds, skuCodes));
    const taken = order.lines.flatMap((line, i) => (mapped[i] && line.quantity > 0 ? [{ line, variant: mapped[i]! }] : []));
    if (taken.length === 0) {
      // Nothing of ours to ship: no order can hold it; the store order itself is listed as abnormal (decision 0027).
      await repo.setStatus(row.id, 'abnormal', UNMAPPED_REASON);
      return 'abnormal';
    }
    const lines = await orderLinesRepository(tx).fromSkuIds(taken.map((t) => ({ skuId: t.variant.skuId, warehouseCode: t.variant.warehouse, num: t.line.quantity })));
    const storeLineIds = taken.map((t) => t.line.platformLineId);
    const someUnmapped = taken.length < order.lines.length;
    const { address, complete } = orderAddressOf(order.address);
    const groups = warehouseGroups(lines, [...new Set(lines.map((l) => l.warehouse_code))]);

    const now = new Date();
    const stockOf = (lineIndexes: readonly number[]) => lineIndexes.map((i) => ({ skuId: Number(lines[i]!.sku_id), warehouseCode: lines[i]!.warehouse_code, quantity: Number(lines[i]!.num) }));
    const planned: { channel: Channel | null; reason: Reason | null; takesStock: boolean }[] = [];
    for (const group of groups) {
      let channel: Channel | null = null;
      if (complete) {
        const offers = await channelsFor(tx, [{ warehouseCode: group.warehouseCode, destination: address.country, weightGrams: group.weightGrams }]).catch(() => [[] as Channel[]]);
        channel = storeOrderChannel(offers[0]!, store.defaultShippingMethod, order.shippingMethod) ?? null;
      }
      const onSale = group.lineIndexes.every((i) => Number(lines[i]!.status) === 1);
      // The orders that can have stock hold it; a sold-out warehouse's order holds none. Taken at the end unless stockFirst.
      const stocked = onSale && (!stockFirst || (await tryReserveStock(tx, stockOf(group.lineIndexes))));
      const reason: Reason | null = !complete ? 'address' : !channel ? 'logistics' : !stocked ? STOCK_ABNORMAL_REASON : someUnmapped ? UNMAPPED_REASON : null;
      planned.push({ channel, reason, takesStock: stocked && !stockFirst });
    }
    const { quote, amounts } = await priceGroups(tx, pricing, store.userId, { lines, groups, freights: planned.map((p) => p.channel?.estimatedFreight ?? 0), nowMs: now.getTime() });
    const rate = await rateOf(tx, order.currency).catch(() => null);
    const saleOf = (lineIndexes: readonly number[]) => (rate === null ? null : toUsdCents(lineIndexes.reduce((sum, i) => sum + taken[i]!.line.unitPriceCents * taken[i]!.line.quantity, 0), rate));
    const drafts = groups.map(
      (group, i): OrderDraft => ({
        ...group,
        channel: planned[i]!.channel,
        agingGrade: planned[i]!.channel?.agingGrade ?? 'Express',
        amounts: amounts[i]!,
        abnormalReason: planned[i]!.reason,
        origin: { platformCode: store.platform, storeName: store.name, storeOrderId: order.name, storeId: store.id, storeOrderRef: row.id, storeSaleCents: saleOf(group.lineIndexes) },
      }),
    );
    const written = await writeOrders(tx, jobs, pricing, { userId: store.userId, now, checkoutId: randomUUID(), address, paymentMethod: null, lines, quote, orders: drafts, storeLineIds });

    const abnormal = drafts.some((d) => d.abnormalReason !== null);
    await repo.setStatus(row.id, abnormal ? 'abnormal' : 'created', abnormal ? (drafts.find((d) => d.abnormalReason)!.abnormalReason as string) : null);
    // Spec 2.4 order rule and spec 6: paid at once only when both the store's rule and the seller's automatic payment say so; abnormal orders wait for the seller.
    const payable = written.filter((_, i) => drafts[i]!.abnormalReason === null).map((o) => o.id);
    if (store.autoPurchase && store.automaticPayment && payable.length > 0) await enqueueAutoPurchase(jobs, tx, { userId: store.userId, storeOrderRef: row.id, orderIds: payable });

    // Last, the rows other store orders of the same products wait on: the stock (all or none), the flash-sale
    // counts, then the per-product jobs (their singleton rows are waited on too; they must follow the stock change).
    const takenLast = groups.flatMap((group, i) => (planned[i]!.takesStock ? group.lineIndexes : []));
    if (takenLast.length > 0 && !(await tryReserveStock(tx, stockOf(takenLast)))) throw new StockShort();
    await takeFlashSalePieces(tx, quote.lines);
    await enqueueStockRefresh(jobs, tx, lines.map((line) => Number(line.product_id)));
    return abnormal ? 'abnormal' : 'created';
  }

  /** Acts on the locked row's latest order: cancellation requests, cancellations, payment. */
  async function processLocked(tx: Executor, store: IngestStore, row: StoreOrderRow, stockFirst: boolean): Promise<IngestOutcome> {
    const repo = storeOrdersRepository(tx);
    if (row.order.cancelRequested && !row.cancelRequestedAt) await repo.markCancelRequested(row.id);
    if (row.status === 'created' || row.status === 'abnormal') return 'exists';
    if (row.status === 'ignored') return 'ignored';
    if (row.order.cancelled) {
      await repo.setStatus(row.id, 'ignored', CANCELLED_REASON);
      return 'ignored';
    }
    if (!row.order.paid) return 'unpaid';
    return makeOrders(tx, store, row, stockFirst);
  }

  const receiving = (store: IngestStore | undefined): store is IngestStore => store !== undefined && store.enabled && store.authorized;

  /** Runs one ingest transaction, taking stock last; a short warehouse rolls it back and it runs again taking stock first. */
  async function withStockLast(attempt: (stockFirst: boolean) => Promise<IngestOutcome>): Promise<IngestOutcome> {
    try {
      return await attempt(false);
    } catch (error) {
      if (!(error instanceof StockShort)) throw error;
      return attempt(true);
    }
  }

  return {
    /**
     * Takes one store order as a webhook or polling delivered it. A deactivated or unauthorized store takes
     * none (spec 4.4). `locked` runs once the row is locked (the job marks itself done there, so a delivery
     * recorded after this point queues a new job rather than being absorbed).
     */
    ingestStoreOrder: (storeId: number, order: StoreOrder, locked?: (tx: Executor) => Promise<void>): Promise<IngestOutcome> =>
      withStockLast((stockFirst) =>
        db.transaction(async (tx) => {
          const repo = storeOrdersRepository(tx);
          const store = await repo.store(storeId);
          if (!receiving(store)) return 'refused';
          await repo.record(store, order);
          const row = (await repo.lock(storeId, order.platformOrderId))!;
          await locked?.(tx);
          return processLocked(tx, store, row, stockFirst);
        }),
      ),

    /** Processes a store order a webhook already recorded (its latest delivery is in the row). */
    processRecorded: (storeId: number, platformOrderId: string, locked?: (tx: Executor) => Promise<void>): Promise<IngestOutcome> =>
      withStockLast((stockFirst) =>
        db.transaction(async (tx) => {
          const found = await storeOrdersRepository(tx).storeAndLockedRow(storeId, platformOrderId);
          if (!found || !receiving(found.store)) return 'refused';
          await locked?.(tx);
          return found.row ? processLocked(tx, found.store, found.row, stockFirst) : 'refused';
        }),
      ),
  };
}
export type StoreOrdersIngest = ReturnType<typeof storeOrdersIngest>;
