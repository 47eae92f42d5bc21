import { ORDER_STATUSES, REGIONAL_WALLET_NAMES, sourceName, sourceOf, warehouseEnglishName, type OrderListFilters, type RegionalWallet } from '@threadway/contracts';
import { findOrders, type OrderListRow } from '../../../orders/manage/order-list.repository.ts';
import { walletsOfPayments } from '../../../payments/transactions.repository.ts';
import type { Db } from '../../../../platform/database.ts';
import type { Cell } from './csv.ts';
import { dollars, optionValue, sheetDate } from './sheet-values.ts';

export const ORDER_EXPORT_HEADER = [
  'Order ID', 'Created (UTC)', 'Status', 'Paid (UTC)', 'Payment method', 'Platform', 'Store', 'Store order ID', 'Warehouse', 'Shipping channel',
  'Recipient', 'Phone', 'Street', 'Street 2', 'City', 'Province', 'Country', 'Postal code',
  'SKU', 'Product', 'Colour', 'Size', 'Quantity', 'Unit price (USD)', 'Line subtotal (USD)',
  'Items subtotal (USD)', 'Shipping (USD)', 'Discounts (USD)', 'Total (USD)', 'Refunded (USD)',
] as const;

const PAGE_SIZE = 500;
const statusName = new Map<string, string>(ORDER_STATUSES.map((s) => [s.code, s.name]));
const METHOD_NAMES: Record<number, string> = { 0: 'Balance', 1: 'Card', 2: 'Wallet', 3: 'Card', 4: 'Card', 8: 'Pay later', 9: 'Payout provider' };

/** The method's name; a method-3 payment made with a regional wallet is that wallet. */
function methodName(order: OrderListRow, wallet: RegionalWallet | undefined): string | null {
  if (wallet) return REGIONAL_WALLET_NAMES[wallet];
  return order.paymentMethod === null ? null : (METHOD_NAMES[order.paymentMethod] ?? String(order.paymentMethod));
}

function orderCells(order: OrderListRow, wallet: RegionalWallet | undefined): Cell[] {
  const a = order.address;
  return [
    order.kkOrderId, sheetDate(order.createdAt), statusName.get(order.status) ?? order.status, sheetDate(order.paidAt), methodName(order, wallet),
    sourceName(sourceOf(order.platformCode)), order.storeName, order.storeOrderId, warehouseEnglishName(order.warehouseCode), order.channelName,
    a.recipient, a.phone, a.street1, a.street2, a.city, a.province, a.country, a.zip,
  ];
}

function totalCells(order: OrderListRow): Cell[] {
  const discounts = order.activityDiscountCents + order.promoCodeCents + order.couponCents;
  return [dollars(order.itemSubtotalCents), dollars(order.shippingCents), dollars(discounts), dollars(order.totalCents), dollars(order.refundedCents)];
}

/**
 * The seller's orders matching the list's filters, one row per order line (order columns repeated),
 * newest order first. Pages through the order list's own query; an order placed while the export
 * runs shifts the pages, so orders already written are skipped rather than written twice.
 */
export async function* orderExportRows(db: Db, userId: number, filters: OrderListFilters): AsyncGenerator<Cell[]> {
  const written = new Set<number>();
  for (let pageNumber = 1; ; pageNumber++) {
    const { rows } = await findOrders(db, userId, filters, { pageNumber, pageSize: PAGE_SIZE });
    const wallets = await walletsOfPayments(db, rows.map((order) => order.paymentTransactionId));
    for (const order of rows) {
      if (written.has(order.id)) continue;
      written.add(order.id);
      const lines = order.items.length > 0 ? order.items : [null];
      for (const item of lines) {
        const itemCells: Cell[] = item
          ? [item.skuCode, item.productName, optionValue(item.option1), optionValue(item.option2), item.quantity, dollars(item.afterDiscountCents), dollars(item.afterDiscountCents * item.quantity)]
          : [null, null, null, null, null, null, null];
        yield [...orderCells(order, order.paymentTransactionId === null ? undefined : wallets.get(order.paymentTransactionId)), ...itemCells, ...totalCells(order)];
      }
    }
    if (rows.length < PAGE_SIZE) return;
  }
}
