import { randomUUID } from 'node:crypto';
import { storeOrderChannel, toUsdCents, type Channel } from '@threadway/contracts';
import type { Db, Executor } from '../../platform/database.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { enqueueStockRefresh } from '../catalogue/products/stock-summary.job.ts';
import type { CheckoutPricingService } from '../checkout/index.ts';
import { rateOf } from '../listings/draft.ts';
import { STOCK_ABNORMAL_REASON } from '../orders/auto-cancel.ts';
import { takeFlashSalePieces, type DiscountedLine } from '../orders/flash-sale-pieces.ts';
import { channelOffers } from '../orders/freight.ts';
import { orderLinesRepository } from '../orders/order-lines.repository.ts';
import { priceGroups, warehouseGroups, writeOrderSets, type OrderDraft, type OrdersToWrite } from '../orders/order-writer.ts';
import { tryReserveStock, type StockLine } from '../orders/stock.ts';
import type { StoreOrder } from '../stores/platforms/platform.ts';
import { enqueueAutoPurchases } from './auto-purchase/enqueue.ts';
import { mapStoreLines } from './line-mapping.ts';
import { ingestKey } from './notices.ts';
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

/** A store order's store and its row, locked by the caller's transaction. */
type Locked = { store: IngestStore; row: StoreOrderRow };

/** A store order an ingest job names. */
export interface WantedStoreOrder {
  storeId: number;
  platformOrderId: string;
}

/**
 * What the store orders of one transaction write last, together (decision 0050): one statement each for the whole
 * batch instead of one per store order, and the rows other transactions wait on (stock, flash-sale counts, the
 * products' refresh jobs) taken by the last statements, so they are held only from there to the commit.
 */
function lastWrites(jobs: JobQueue) {
  const statuses: { id: number; status: StoreOrderRow['status']; reason: string | null }[] = [];
  const autoPurchases: { userId: number; storeOrderRef: number; orderIds: number[] }[] = [];
  const stock: StockLine[] = [];
  const flashSaleLines: DiscountedLine[] = [];
  const productIds: number[] = [];
  return {
    statuses,
    autoPurchases,
    stock,
    flashSaleLines,
    productIds,
    async write(tx: Executor): Promise<void> {
      await storeOrdersRepository(tx).setStatuses(statuses);
      await enqueueAutoPurchases(jobs, tx, autoPurchases);
      // All or none; short anywhere, the transaction rolls back (StockShort) and its store orders are ingested again one by one.
      if (stock.length > 0 && !(await tryReserveStock(tx, stock))) throw new StockShort();
      await takeFlashSalePieces(tx, flashSaleLines);
      // The per-product jobs last: their singleton rows are waited on too, and they must follow the stock change.
      await enqueueStockRefresh(jobs, tx, productIds);
    },
  };
}
type LastWrites = ReturnType<typeof lastWrites>;

/**
 * Store orders become our orders (issue 17), exactly once: the store_orders row of (store, platform
 * order) is written whatever the number of deliveries, then locked; only a row still 'received' with
 * a paid order makes orders, in the same transaction that marks it 'created' (or 'abnormal'), so
 * twenty deliveries at once, by webhook and polling, wait on the lock and find the work done.
 */
export function storeOrdersIngest(deps: { db: Db; jobs: JobQueue; pricing: CheckoutPricingService }) {
  const { db, jobs, pricing } = deps;

  /**
   * Our orders of paid store orders: for each, one order per warehouse of its mapped lines, priced like a checkout.
   * The reads and writes are one statement for all of them (their listing variants, lines, channels, then their
   * orders), except the pricing, one per store order (decision 0050).
   * Stock is taken last (`stockFirst` false), by the transaction's last writes: the hot sku_stock rows (and the
   * product jobs queued after them) are then held only from that statement to the commit, not through the pricing
   * and the writes, so concurrent store orders of the same products queue briefly (decision 0043). When a warehouse
   * is short that throws StockShort; each store order then runs again alone with `stockFirst`, which takes each
   * warehouse's stock before writing so that warehouse's order is written abnormal.
   */
  async function makeOrders(tx: Executor, paid: readonly Locked[], stockFirst: boolean, last: LastWrites): Promise<IngestOutcome[]> {
    const outcomes: IngestOutcome[] = [];
    const listed = await storeOrdersRepository(tx).listedVariants(paid.map(({ store, row }) => ({ storeId: store.id, lines: row.order.lines })));
    const mappedOrders = paid.flatMap(({ store, row }, k) => {
      const mapped = mapStoreLines(row.order.lines, listed[k]!);
      const taken = row.order.lines.flatMap((line, i) => (mapped[i] && line.quantity > 0 ? [{ line, variant: mapped[i]! }] : []));
      if (taken.length > 0) return [{ k, store, row, taken }];
      // Nothing of ours to ship: no order can hold it; the store order itself is listed as abnormal (decision 0027).
      last.statuses.push({ id: row.id, status: 'abnormal', reason: UNMAPPED_REASON });
      outcomes[k] = 'abnormal';
      return [];
    });
    const wantedLines = mappedOrders.flatMap(({ taken }) => taken.map((t) => ({ skuId: t.variant.skuId, warehouseCode: t.variant.warehouse, num: t.line.quantity })));
    const allLines = wantedLines.length > 0 ? await orderLinesRepository(tx).fromSkuIds(wantedLines) : [];
    // A listing variant's SKU always exists (foreign key); a line short here would misalign every order after it.
    if (allLines.length !== wantedLines.length) throw new Error(`store order lines: ${allLines.length} of ${wantedLines.length} SKUs found`);
    let at = 0;
    const plans = mappedOrders.map((mapped) => {
      const lines = allLines.slice(at, (at += mapped.taken.length));
      return { ...mapped, lines, ...orderAddressOf(mapped.row.order.address), groups: warehouseGroups(lines, [...new Set(lines.map((l) => l.warehouse_code))]) };
    });
    const offers = await channelOffers(
      tx,
      plans.flatMap((plan) => (plan.complete ? plan.groups.map((group) => ({ warehouseCode: group.warehouseCode, destination: plan.address.country, weightGrams: group.weightGrams })) : [])),
    );
    let offered = 0;

    const now = new Date();
    const toWrite: OrdersToWrite[] = [];
    const made: { plan: (typeof plans)[number]; drafts: OrderDraft[]; takenLast: StockLine[]; quoteLines: DiscountedLine[] }[] = [];
    for (const plan of plans) {
      const { store, row, lines, groups, address, complete, taken } = plan;
      const order = row.order;
      const someUnmapped = taken.length < order.lines.length;
      const stockOf = (lineIndexes: readonly number[]) => lineIndexes.map((i) => ({ skuId: Number(lines[i]!.sku_id), warehouseCode: lines[i]!.warehouse_code, quantity: Number(lines[i]!.num) }));
      const planned: { channel: Channel | null; reason: Reason | null; takesStock: boolean }[] = [];
      for (const group of groups) {
        const channel = complete ? (storeOrderChannel(offers[offered++]!, store.defaultShippingMethod, order.shippingMethod) ?? null) : null;
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
      toWrite.push({ userId: store.userId, now, checkoutId: randomUUID(), address, paymentMethod: null, lines, quote, orders: drafts, storeLineIds: taken.map((t) => t.line.platformLineId) });
      made.push({ plan, drafts, takenLast: stockOf(groups.flatMap((group, i) => (planned[i]!.takesStock ? group.lineIndexes : []))), quoteLines: quote.lines });
    }
    const written = await writeOrderSets(tx, jobs, pricing, toWrite);

    for (const [n, { plan, drafts, takenLast, quoteLines }] of made.entries()) {
      const { store, row, lines, k } = plan;
      const abnormal = drafts.some((d) => d.abnormalReason !== null);
      last.statuses.push({ id: row.id, status: abnormal ? 'abnormal' : 'created', reason: abnormal ? (drafts.find((d) => d.abnormalReason)!.abnormalReason as string) : null });
      // Spec 2.4 order rule and spec 6: paid at once only when both the store's rule and the seller's automatic payment say so; abnormal orders wait for the seller.
      const payable = written[n]!.filter((_, i) => drafts[i]!.abnormalReason === null).map((o) => o.id);
      if (store.autoPurchase && store.automaticPayment && payable.length > 0) last.autoPurchases.push({ userId: store.userId, storeOrderRef: row.id, orderIds: payable });
      last.stock.push(...takenLast);
      last.flashSaleLines.push(...quoteLines);
      last.productIds.push(...lines.map((line) => Number(line.product_id)));
      outcomes[k] = abnormal ? 'abnormal' : 'created';
    }
    return outcomes;
  }

  /** Settles from the locked row's latest order what needs no orders made (cancellation requests, cancellations, unpaid); 'make' for the rest. */
  async function triage(tx: Executor, row: StoreOrderRow, last: LastWrites): Promise<IngestOutcome | 'make'> {
    if (row.order.cancelRequested && !row.cancelRequestedAt) await storeOrdersRepository(tx).markCancelRequested(row.id);
    if (row.status === 'created' || row.status === 'abnormal') return 'exists';
    if (row.status === 'ignored') return 'ignored';
    if (row.order.cancelled) {
      last.statuses.push({ id: row.id, status: 'ignored', reason: CANCELLED_REASON });
      return 'ignored';
    }
    return row.order.paid ? 'make' : 'unpaid';
  }

  /** Acts on the locked rows' latest orders; one outcome each, in the order given. */
  async function processLocked(tx: Executor, locked: readonly Locked[], stockFirst: boolean, last: LastWrites): Promise<IngestOutcome[]> {
    const outcomes: IngestOutcome[] = [];
    const paid: (Locked & { index: number })[] = [];
    for (const [index, { store, row }] of locked.entries()) {
      const outcome = await triage(tx, row, last);
      if (outcome === 'make') paid.push({ store, row, index });
      else outcomes[index] = outcome;
    }
    const made = paid.length > 0 ? await makeOrders(tx, paid, stockFirst, last) : [];
    for (const [k, { index }] of paid.entries()) outcomes[index] = made[k]!;
    return outcomes;
  }

  const receiving = (store: IngestStore | undefined): store is IngestStore => store !== undefined && store.enabled && store.authorized;

  /**
   * Runs an ingest transaction taking stock last. Of a single store order, a short warehouse rolls it back and it
   * runs again taking stock first; of several, StockShort reaches the caller, which ingests them one by one.
   */
  async function withStockLast<T>(single: boolean, attempt: (stockFirst: boolean) => Promise<T>): Promise<T> {
    try {
      return await attempt(false);
    } catch (error) {
      if (!(single && error instanceof StockShort)) throw error;
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
      withStockLast(true, (stockFirst) =>
        db.transaction(async (tx) => {
          const repo = storeOrdersRepository(tx);
          const store = await repo.store(storeId);
          if (!receiving(store)) return 'refused';
          await repo.record(store, order);
          const row = (await repo.lock(storeId, order.platformOrderId))!;
          await locked?.(tx);
          const last = lastWrites(jobs);
          const [outcome] = await processLocked(tx, [{ store, row }], stockFirst, last);
          await last.write(tx);
          return outcome!;
        }),
      ),

    /**
     * Processes store orders webhooks already recorded (each row holds its latest delivery), in one transaction
     * (decision 0050); one outcome each, in the order given. Several in one transaction fail together (a short
     * warehouse among them throws): the caller then processes each alone.
     */
    processRecorded: (wanted: readonly WantedStoreOrder[], locked?: (tx: Executor) => Promise<void>): Promise<IngestOutcome[]> =>
      withStockLast(wanted.length === 1, (stockFirst) =>
        db.transaction(async (tx) => {
          const found = await storeOrdersRepository(tx).storesAndLockedRows(wanted);
          await locked?.(tx);
          const last = lastWrites(jobs);
          const taking = found.flatMap(({ store, platformOrderId, row }) => (receiving(store) && row ? [{ key: ingestKey(store.id, platformOrderId), store, row }] : []));
          const processed = await processLocked(tx, taking, stockFirst, last);
          await last.write(tx);
          const outcomes = new Map(taking.map(({ key }, i) => [key, processed[i]!]));
          return wanted.map((w) => outcomes.get(ingestKey(w.storeId, w.platformOrderId)) ?? 'refused');
        }),
      ),
  };
}
export type StoreOrdersIngest = ReturnType<typeof storeOrdersIngest>;
