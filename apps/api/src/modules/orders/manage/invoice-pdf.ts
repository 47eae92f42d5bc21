import type { OrderAddress } from '../../../db/schema/index.ts';
import PDFDocument from 'pdfkit';
import type { OrderStatement } from '@threadway/contracts';

export interface InvoiceInput {
  kkOrderId: string;
  issuedAt: Date;
  orderedAt: Date;
  paidAt: Date | null;
  seller: { fullName: string; brandName: string | null; email: string | null };
  address: OrderAddress;
  statement: OrderStatement;
}

const money = (cents: number) => `${cents < 0 ? '-' : ''}US $${(Math.abs(cents) / 100).toFixed(2)}`;
const day = (date: Date) => date.toISOString().slice(0, 10);
/** The built-in PDF font covers Latin-1 only; other characters print as '?' rather than garbage. */
const latin1 = (text: string) => text.replace(/[^\x20-\xff]/g, '?');

/**
 * The order's invoice as a PDF (English, A4): seller, ship-to address, lines, deductions,
 * freight, total and refunds. The order id is also the document title, so it is findable.
 */
export function invoicePdf(input: InvoiceInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${input.kkOrderId}`, Author: 'Threadway', Subject: input.kkOrderId } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const s = input.statement;
  const a = input.address;
  doc.font('Helvetica-Bold').fontSize(20).text('INVOICE', { align: 'right' });
  doc.font('Helvetica').fontSize(10).text(`Order ID: ${input.kkOrderId}`, { align: 'right' });
  doc.text(`Order date: ${day(input.orderedAt)}`, { align: 'right' });
  doc.text(`Payment date: ${input.paidAt ? day(input.paidAt) : 'Not paid'}`, { align: 'right' });
  doc.text(`Issued: ${day(input.issuedAt)}`, { align: 'right' });
  doc.moveDown();

  const top = doc.y;
  doc.font('Helvetica-Bold').text('Seller', 50, top);
  doc.font('Helvetica').text(latin1([input.seller.brandName, input.seller.fullName, input.seller.email].filter(Boolean).join('\n')), 50, doc.y, { width: 230 });
  doc.font('Helvetica-Bold').text('Ship to', 310, top);
  doc.font('Helvetica').text(
    latin1([a.recipient, a.phone, a.street1, a.street2, [a.city, a.province, a.zip].filter(Boolean).join(', '), a.country, a.vat ? `VAT: ${a.vat}` : null, a.ioss ? `IOSS: ${a.ioss}` : null].filter(Boolean).join('\n')),
    310,
    top + 14,
    { width: 235 },
  );
  doc.moveDown(2);

  const columns = [50, 150, 380, 430, 490];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => doc.text(latin1(cell), columns[i]!, y, { width: (columns[i + 1] ?? 545) - columns[i]! - 6, align: i >= 2 ? 'right' : 'left' }));
    doc.moveDown(0.4);
  };
  doc.x = 50;
  row(['SKU', 'Product', 'Qty', 'Unit price', 'Amount'], true);
  for (const line of s.lines) row([line.skuCode, line.productName, String(line.quantity), money(line.unitPrice), money(line.subtotal)]);
  doc.moveDown();

  const total = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 280, y, { width: 200, align: 'right' });
    doc.text(money(cents), 490, y, { width: 55, align: 'right' });
    doc.moveDown(0.4);
  };
  total('Item subtotal', s.itemSubtotal);
  if (s.discountAmount > 0) total('Discount', -s.discountAmount);
  if (s.promoCodeAmount > 0) total('Promo code', -s.promoCodeAmount);
  if (s.couponAmount > 0) total('Coupon', -s.couponAmount);
  total('Shipping fee', s.shippingSubtotal);
  total('Total', s.totalAmount, true);
  if (s.refundedAmount > 0) total('Refunded', -s.refundedAmount);
  doc.end();
  return done;
}
