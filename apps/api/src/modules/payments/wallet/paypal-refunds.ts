import { ProviderUnavailable, RefundRefused, type RefundResult } from '../card/payment-provider.ts';
import type { PayPalCall, PayPalError } from './paypal-orders.ts';

/**
 * Refunds of a captured wallet payment through PayPal's Payments v2 API:
 * POST /v2/payments/captures/{capture_id}/refund (PayPal-Request-Id makes a retry answer the
 * first refund) and GET /v2/payments/refunds/{refund_id} for one answered PENDING.
 */

export interface CaptureRefund {
  captureId: string;
  /** In the capture's currency, as PayPal writes amounts ('12.34'). */
  amount: { value: string; currency_code: string };
  /** The same for every attempt of one refund. */
  requestId: string;
  /** Our refund number: PayPal's invoice_id, shown to the payer with the note. */
  reference: string;
}

export interface PayPalRefund {
  id?: string;
  status?: string;
  status_details?: { reason?: string };
}

/** The body PayPal expects for a (partial) refund of a capture. */
export const refundBody = (request: CaptureRefund) => ({
  amount: request.amount,
  invoice_id: request.reference,
  note_to_payer: `Threadway refund ${request.reference}`,
});

/**
 * A refund answer, or the refusal it carries. 4xx other than 401 and 429 is PayPal saying no
 * (422 REFUND_AMOUNT_EXCEEDED, CAPTURE_FULLY_REFUNDED, an unknown capture...), with its
 * description as the message; 401, 429, 5xx and unreadable answers may pass later, so they
 * throw ProviderUnavailable and the payout job tries again.
 */
export function refundResult(status: number, answer: (PayPalRefund & PayPalError) | null): RefundResult {
  if (status >= 400 && status < 500 && status !== 401 && status !== 429) {
    const detail = answer?.details?.[0];
    const message = detail?.description ?? answer?.message ?? `wallet refund answered ${status}`;
    throw new RefundRefused(detail?.issue ? `${message} (${detail.issue})` : message);
  }
  if (status >= 300 || !answer?.id) throw new ProviderUnavailable(`wallet refund answered ${status}`);
  if (answer.status === 'COMPLETED') return { refundId: answer.id, status: 'succeeded', failureMessage: null };
  if (answer.status === 'FAILED' || answer.status === 'CANCELLED') {
    const reason = answer.status_details?.reason;
    return { refundId: answer.id, status: 'failed', failureMessage: `The wallet refund ${answer.status === 'FAILED' ? 'failed' : 'was cancelled'}${reason ? ` (${reason})` : ''}.` };
  }
  // PENDING, or a status PayPal adds later: asked again on the next attempt rather than failed.
  return { refundId: answer.id, status: 'pending', failureMessage: null };
}

export function paypalRefunds(call: PayPalCall) {
  return {
    async refundCapture(request: CaptureRefund): Promise<RefundResult> {
      const path = `/v2/payments/captures/${encodeURIComponent(request.captureId)}/refund`;
      const { status, answer } = await call<PayPalRefund>('POST', path, refundBody(request), { 'paypal-request-id': request.requestId });
      return refundResult(status, answer);
    },

    async readRefund(refundId: string): Promise<RefundResult> {
      const { status, answer } = await call<PayPalRefund>('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`);
      return refundResult(status, answer);
    },
  };
}
