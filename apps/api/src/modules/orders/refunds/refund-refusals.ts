import { ErrorCode, type MessageKey, type RefundRefusal } from '@threadway/contracts';
import { AppError } from '../../../platform/errors.ts';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What the seller is told when the refundable-amount rule says no: 409 for the order's state, 400 for the request. */
const REFUSALS: Record<RefundRefusal, { key: MessageKey; status: 400 | 409; field?: string }> = {
  notPaid: { key: 'refunds.requestFailed', status: 409 },
  refundedBefore: { key: 'refunds.refundedBefore', status: 409 },
  nothingRefundable: { key: 'refunds.nothingRefundable', status: 409 },
  payLaterShipped: { key: 'refunds.payLaterShipped', status: 409 },
  payLaterWholeOnly: { key: 'refunds.payLaterWholeOnly', status: 400, field: 'amount' },
  unknownLine: { key: 'validation.invalidValue', status: 400, field: 'items' },
  quantityTooHigh: { key: 'refunds.quantityTooHigh', status: 400, field: 'items' },
  aboveRefundable: { key: 'refunds.aboveRefundable', status: 400, field: 'amount' },
  amountRequired: { key: 'validation.invalidValue', status: 400, field: 'amount' },
};

export function refusalError(reason: RefundRefusal, refundableCents: number): AppError {
  const refusal = REFUSALS[reason];
  const code = refusal.status === 409 ? ErrorCode.conflict : ErrorCode.badRequest;
  return new AppError(code, refusal.key, refusal.status, { amount: dollars(refundableCents) }, refusal.field ? { field: refusal.field } : null);
}
