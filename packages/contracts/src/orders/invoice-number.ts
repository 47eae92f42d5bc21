/**
 * The invoice's own number and date, distinct from the order ID (docs/decisions/0032): a paid order's
 * invoice is numbered INV-<year paid>-<order's row number, 8 digits> and dated the day it was paid,
 * so downloading it again gives the same document; the row number is unique and never reused. An
 * unpaid order gets a pro forma (PF-…) with no invoice date: it is not an invoice until paid.
 */
export function invoiceNumber(order: { id: number; paidAt: Date | null }): { number: string; proForma: boolean; date: Date | null } {
  const serial = String(order.id).padStart(8, '0');
  if (!order.paidAt) return { number: `PF-${serial}`, proForma: true, date: null };
  return { number: `INV-${order.paidAt.getUTCFullYear()}-${serial}`, proForma: false, date: order.paidAt };
}
