import { invoiceNumber, paidMethod, REGIONAL_WALLET_NAMES, type OrderStatement, type RegionalWallet } from '@threadway/contracts';
import type { OrderAddress } from '../../../db/schema/index.ts';
import { day, drawBuyer, drawHeader, drawRow, drawTotal, money, type DocumentBuyer, type DocumentIssuer } from '../../../platform/pdf/parties.ts';
import { pdfDocument } from '../../../platform/pdf/pdf-text.ts';

export interface InvoiceInput {
  issuer: DocumentIssuer;
  order: { id: number; kkOrderId: string; createdAt: Date; paidAt: Date | null; paymentMethod: number | null; wallet: RegionalWallet | null };
  buyer: DocumentBuyer;
  address: OrderAddress;
  /** The order's lines with their options (JSON {name, value} as ordered), in the statement's order. */
  items: readonly { option1: string; option2: string }[];
  statement: OrderStatement;
}

/** The methods as the invoice names them, by paidMethod (a stored card checkout is a card). */
const METHOD_NAMES: Record<number, string> = { 0: 'Account balance', 2: 'PayPal', 4: 'Card', 8: 'Pay-later credit', 9: 'Payoneer' };


/** 'Color: Red, Size: M' from the stored option JSON; a value that isn't JSON prints as it is. */
function optionText(...options: string[]): string {
  return options
    .map((raw) => {
      try {
        const option = JSON.parse(raw) as { name?: unknown; value?: unknown };
        return typeof option.value === 'string' && option.value !== '' ? (typeof option.name === 'string' && option.name !== '' ? `${option.name}: ${option.value}` : option.value) : '';
      } catch {
        return raw;
      }
    })
    .filter(Boolean)
    .join(', ');
}

/**
 * The order's commercial invoice (English, A4, docs/decisions/0032): the issuer with address and tax
 * number, the invoice's own number and date, the buyer's business and the ship-to address, every
 * line with SKU, options, quantity, unit and line amounts, the deductions, shipping, total, refunds,
 * how and when it was paid, and the currency. Names and addresses print in the script they were
 * typed in. An unpaid order gets a pro forma.
 */
export async function invoicePdf(input: InvoiceInput): Promise<Buffer> {
  const { issuer, order, buyer, address: a, statement: s } = input;
  const invoice = invoiceNumber(order);
  const title = invoice.proForma ? 'PRO FORMA INVOICE' : 'COMMERCIAL INVOICE';
  const pdf = await pdfDocument({ Title: `${title} ${invoice.number}`, Author: issuer.name, Subject: `Order ${order.kkOrderId}` });
  const { doc, text, size, done } = pdf;
  const currency = s.currencyCode;

  drawHeader(pdf, issuer, title, [
    `${invoice.proForma ? 'Pro forma' : 'Invoice'} number: ${invoice.number}`,
    `Invoice date: ${invoice.date ? day(invoice.date) : 'not invoiced until paid'}`,
    `Order ID: ${order.kkOrderId}`,
    `Order date: ${day(order.createdAt)}`,
    `Currency: ${currency}`,
  ]);

  // Buyer (our customer, a business) and where the goods go.
  const parties = drawBuyer(pdf, buyer);
  size(10);
  text('Ship to', { x: 310, y: parties.top, width: 235, weight: 'bold' });
  size(9);
  const cityLine = [a.city, a.province, a.zip].filter(Boolean).join(', ');
  text([a.recipient, a.phone, a.street1, a.street2, cityLine, a.country, a.vat ? `VAT: ${a.vat}` : null, a.ioss ? `IOSS: ${a.ioss}` : null].filter(Boolean).join('\n'), { width: 235 });
  doc.y = Math.max(parties.bottom, doc.y) + 18;

  // Lines: each row as tall as its tallest cell (a long product name wraps).
  const columns = [50, 140, 355, 390, 465, 545];
  const row = (cells: string[], weight: 'regular' | 'bold' = 'regular') => drawRow(pdf, columns, cells, weight);
  row(['SKU', 'Product and options', 'Qty', 'Unit price', 'Amount'], 'bold');
  doc.moveTo(50, doc.y - 2).lineTo(545, doc.y - 2).stroke();
  s.lines.forEach((line, i) => {
    const options = optionText(input.items[i]?.option1 ?? '', input.items[i]?.option2 ?? '');
    row([line.skuCode, options ? `${line.productName}\n${options}` : line.productName, String(line.quantity), money(line.unitPrice, currency), money(line.subtotal, currency)]);
  });
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.y += 8;

  const total = (label: string, cents: number, weight: 'regular' | 'bold' = 'regular') => drawTotal(pdf, label, cents, currency, weight);
  total('Item subtotal', s.itemSubtotal);
  if (s.discountAmount > 0) total('Discount', -s.discountAmount);
  if (s.promoCodeAmount > 0) total('Promo code', -s.promoCodeAmount);
  if (s.couponAmount > 0) total('Coupon', -s.couponAmount);
  total('Shipping', s.shippingSubtotal);
  total(`Total (${currency})`, s.totalAmount, 'bold');
  if (s.refundedAmount > 0) {
    total('Refunded', -s.refundedAmount);
    total('Net paid', s.netAmount, 'bold');
  }
  doc.y += 14;

  const method = order.wallet ? REGIONAL_WALLET_NAMES[order.wallet] : order.paymentMethod === null ? null : (METHOD_NAMES[paidMethod(order.paymentMethod) ?? -1] ?? `Method ${order.paymentMethod}`);
  const payment = order.paidAt ? `Paid ${day(order.paidAt)} by ${method ?? 'unknown method'}.` : `Not paid yet: this pro forma is not a demand for VAT or a receipt.`;
  text(`Payment: ${payment}\nAll amounts in ${currency}.`, { x: 50, width: 495 });
  doc.end();
  return done;
}
