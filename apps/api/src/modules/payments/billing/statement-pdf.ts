import type { z } from 'zod';
import { day, drawBuyer, drawHeader, drawRow, drawTotal, money, type DocumentBuyer, type DocumentIssuer } from '../../../platform/pdf/parties.ts';
import { pdfDocument } from '../../../platform/pdf/pdf-text.ts';
import type { billDetail } from './billing.schemas.ts';

const CURRENCY = 'USD';
const date = (iso: string | null) => (iso ? day(new Date(iso)) : '—');

/**
 * A credit bill's statement as a PDF (English, A4, docs/decisions/0032): the issuer with address and
 * tax number, the statement number (the bill number), period, issue and due dates, the buyer, one
 * line per shipped parcel, the total, what was paid and when, what is still due, and the currency.
 * Drawn with the same fonts as the invoice, so a buyer's name in any script prints as typed.
 */
export async function statementPdf(issuer: DocumentIssuer, buyer: DocumentBuyer, detail: z.infer<typeof billDetail>): Promise<Buffer> {
  const { bill, lines } = detail;
  const pdf = await pdfDocument({ Title: `Statement ${bill.billNo}`, Author: issuer.name, Subject: bill.billNo });
  const { doc, text, done } = pdf;
  drawHeader(pdf, issuer, 'STATEMENT', [
    `Statement number: ${bill.billNo}`,
    `Statement date: ${date(bill.createDate)}`,
    `Period: ${date(bill.periodStart)} to ${date(bill.periodEnd)}`,
    `Due date: ${date(bill.dueDate)}`,
    `Currency: ${CURRENCY}`,
  ]);
  const parties = drawBuyer(pdf, buyer);
  doc.y = parties.bottom + 18;

  const columns = [50, 170, 300, 380, 460, 545];
  drawRow(pdf, columns, ['Order ID', 'Parcel', 'Shipped', 'Status', 'Amount'], 'bold');
  doc.moveTo(50, doc.y - 2).lineTo(545, doc.y - 2).stroke();
  for (const line of lines) drawRow(pdf, columns, [line.orderId, line.parcelCode, date(line.deliveryTime), line.status === 'paid' ? 'Paid' : 'Due', money(line.paidAmount, CURRENCY)]);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.y += 8;

  drawTotal(pdf, `Statement total (${CURRENCY})`, bill.billsAmount, CURRENCY, 'bold');
  drawTotal(pdf, 'Paid', -bill.paidAmount, CURRENCY);
  drawTotal(pdf, 'Amount due', bill.paymentAmount, CURRENCY, 'bold');
  doc.y += 14;
  const state = bill.status === 'paid' ? `Paid in full on ${date(bill.paymentDate)}.` : `Please pay ${money(bill.paymentAmount, CURRENCY)} by ${date(bill.dueDate)}.`;
  text(`${state}\nAll amounts in ${CURRENCY}.`, { x: 50, width: 495 });
  doc.end();
  return done;
}
