import { BUYER_STATES_AS_STATUS, monduRequest, ProviderNotFound, type PayLaterOptions } from './mondu-api.ts';

/**
 * Repayment and buyer look-ups in the shape of Mondu's API. A shipped parcel financed by a
 * provider order is an invoice on that order (POST /api/v1/orders/{uuid}/invoices); when the
 * seller repays a credit bill to us, each invoice is settled with a credit note
 * (POST /api/v1/invoices/{uuid}/credit_notes) so its outstanding amount reaches 0, and the
 * provider restores the buyer's limit, telling us with a `buyer/limit_updated` webhook (the
 * spec's 1-2 days; immediate in the simulator). Both calls carry our reference, so a retry
 * changes nothing at the provider. GET /api/v1/buyers/{uuid} reads a buyer's decision and limit.
 */

export interface InvoiceRequest {
  /** The provider's order that financed the parcel. */
  orderUuid: string;
  /** Our reference: the parcel code. */
  reference: string;
  amountCents: number;
  invoiceUrl: string;
}

export interface BuyerState {
  buyerId: string;
  status: string | null;
  limitCents: number;
  availableCents: number;
}

const cents = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0);

export function monduRepayment(options: PayLaterOptions) {
  return {
    async submitInvoice(request: InvoiceRequest): Promise<string> {
      const answer = await monduRequest<{ invoice?: { uuid?: string } }>(options, 'POST', `/api/v1/orders/${encodeURIComponent(request.orderUuid)}/invoices`, {
        external_reference_id: request.reference,
        invoice_url: request.invoiceUrl,
        gross_amount_cents: request.amountCents,
      });
      if (!answer.invoice?.uuid) throw new Error('pay-later invoice answer incomplete');
      return answer.invoice.uuid;
    },

    async settleInvoice(invoiceUuid: string, reference: string, amountCents: number): Promise<void> {
      await monduRequest(options, 'POST', `/api/v1/invoices/${encodeURIComponent(invoiceUuid)}/credit_notes`, {
        external_reference_id: reference,
        gross_amount_cents: amountCents,
        notes: 'Repaid to the merchant (credit bill)',
      });
    },

    /** The buyer's state, or null while the provider has not decided (or does not know the reference). */
    async buyer(buyerId: string): Promise<BuyerState | null> {
      try {
        const answer = await monduRequest<{ buyer?: { uuid?: string; state?: string; purchasing_limit?: { purchasing_limit_cents?: number; balance_cents?: number } } }>(
          options,
          'GET',
          `/api/v1/buyers/${encodeURIComponent(buyerId)}`,
        );
        const buyer = answer.buyer;
        if (!buyer?.uuid) return null;
        return { buyerId: buyer.uuid, status: BUYER_STATES_AS_STATUS[String(buyer.state)] ?? null, limitCents: cents(buyer.purchasing_limit?.purchasing_limit_cents), availableCents: cents(buyer.purchasing_limit?.balance_cents) };
      } catch (error) {
        if (error instanceof ProviderNotFound) return null;
        throw error;
      }
    },
  };
}
export type PayLaterRepayment = ReturnType<typeof monduRepayment>;
