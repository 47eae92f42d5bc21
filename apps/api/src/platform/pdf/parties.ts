import type { Config } from '../config.ts';
import type { PdfDocument } from './pdf-text.ts';

/** Who issues our documents (config INVOICE_ISSUER_*, docs/decisions/0032). */
export interface DocumentIssuer {
  name: string;
  /** Lines separated by '|'. */
  address: string;
  taxId: string;
  email: string;
}

export const issuerOf = (config: Config): DocumentIssuer => ({
  name: config.INVOICE_ISSUER_NAME,
  address: config.INVOICE_ISSUER_ADDRESS,
  taxId: config.INVOICE_ISSUER_TAX_ID,
  email: config.INVOICE_ISSUER_EMAIL,
});

/** Our customer, a seller's business, as documents name it. */
export interface DocumentBuyer {
  fullName: string;
  brandName: string | null;
  email: string | null;
  phone: string | null;
}

export const day = (date: Date) => date.toISOString().slice(0, 10);
export const money = (cents: number, currency: string) => `${cents < 0 ? '-' : ''}${currency} ${(Math.abs(cents) / 100).toFixed(2)}`;

/** The issuer with address and tax number at the left, the document's title and own facts at the right. */
export function drawHeader(pdf: PdfDocument, issuer: DocumentIssuer, title: string, facts: readonly string[]): void {
  const { doc, text, size } = pdf;
  const top = doc.y;
  size(12);
  text(issuer.name, { x: 50, y: top, width: 260, weight: 'bold' });
  size(9);
  text([...issuer.address.split('|').map((line) => line.trim()), `Tax number: ${issuer.taxId}`, issuer.email].join('\n'), { width: 260 });
  const left = doc.y;
  size(16);
  text(title, { x: 300, y: top, width: 245, align: 'right', weight: 'bold' });
  size(9);
  text(facts.join('\n'), { width: 245, align: 'right' });
  doc.y = Math.max(left, doc.y) + 18;
}

/** 'Bill to (buyer)' at the left; the caller may draw a second block at the right from the returned top. */
export function drawBuyer(pdf: PdfDocument, buyer: DocumentBuyer): { top: number; bottom: number } {
  const { doc, text, size } = pdf;
  const top = doc.y;
  size(10);
  text('Bill to (buyer)', { x: 50, y: top, width: 240, weight: 'bold' });
  size(9);
  text([buyer.brandName, buyer.fullName, buyer.email, buyer.phone].filter(Boolean).join('\n'), { width: 240 });
  return { top, bottom: doc.y };
}

/** A table row: each cell wraps in its column, the row as tall as its tallest cell; columns past the second align right. */
export function drawRow(pdf: PdfDocument, columns: readonly number[], cells: readonly string[], weight: 'regular' | 'bold' = 'regular'): void {
  const { doc, text } = pdf;
  const y = doc.y;
  let bottom = y;
  cells.forEach((cell, i) => {
    text(cell, { x: columns[i]!, y, width: columns[i + 1]! - columns[i]! - 6, align: i >= 2 ? 'right' : 'left', weight });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 4;
}

/** A labelled amount in the totals block at the right. */
export function drawTotal(pdf: PdfDocument, label: string, cents: number, currency: string, weight: 'regular' | 'bold' = 'regular'): void {
  const { doc, text } = pdf;
  const y = doc.y;
  text(label, { x: 280, y, width: 180, align: 'right', weight });
  text(money(cents, currency), { x: 465, y, width: 80, align: 'right', weight });
  doc.y += 2;
}
