import { z } from 'zod';
import { int, invalid } from '../admin/fields.ts';
import { PAYMENT_METHODS } from '../payments/method-availability.ts';
import { regionalWallet } from '../payments/schemas.ts';
import { kkOrderIdRule } from './schemas.ts';

/**
 * Refunds and after-sales (spec 2.5, 3 Refund / return, 4 Refund / after-sales, 9 refund
 * reasons): the reasons, statuses, request and answer shapes, and the refundable-amount rule the
 * server applies and the refund form shows. Money is US cents.
 */

/** Spec 9, in the spec's order; `name` is the English label (the web app translates by code). */
export const REFUND_REASONS = [
  { code: 'outOfStock', name: 'Out of Stock' },
  { code: 'shipmentDelay', name: 'Shipment Delay' },
  { code: 'noLongerWanted', name: "Don't want anymore" },
  { code: 'wrongAddress', name: 'Incorrect address information' },
  { code: 'wrongSelection', name: 'Product selection error/multiple selection' },
  { code: 'other', name: 'Other' },
] as const;
export type RefundReasonCode = (typeof REFUND_REASONS)[number]['code'];
const reasonCodes = REFUND_REASONS.map((r) => r.code) as unknown as readonly [RefundReasonCode, ...RefundReasonCode[]];

/**
 * Review statuses (spec 4: Processing, Refunding, Rejected, Completed); `failed` when the money
 * could not be sent back ('Refund failed, please contact our support team').
 */
export const REFUND_STATUSES = ['processing', 'refunding', 'rejected', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Still waiting for an operator or for the money to arrive: one such application per order. */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ['processing', 'refunding'];

/** Refund records (spec 4: Refund Application, Refund Succeeded, Refund Failed) plus the review steps between. */
export const REFUND_RECORD_TYPES = ['application', 'approved', 'rejected', 'succeeded', 'failed'] as const;
export type RefundRecordType = (typeof REFUND_RECORD_TYPES)[number];

/** Ours: the spec names no limits. Photos are pictures only (spec 5 upload rules). */
export const MAX_REFUND_PHOTOS = 5;
export const MAX_REFUND_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_REFUND_REMARKS = 500;
export const MAX_REVIEW_NOTE = 500;

// ---------- the refundable-amount rule ----------

/** One order line as the rule needs it. */
export interface RefundLineFacts {
  id: number;
  quantity: number;
  /** Unit price after activity discounts, cents. */
  unitCents: number;
  /** The promo code and coupon deductions allotted to the whole line, cents. */
  promotionCents: number;
  /** Pieces already in a completed or open refund. */
  refundedQuantity: number;
}

export interface RefundOrderFacts {
  /** What the seller paid for the order (its total), cents. */
  totalCents: number;
  paid: boolean;
  paymentMethod: number | null;
  /** A parcel of the order has left the warehouse. */
  anyShipped: boolean;
  /** Sum of completed refunds (orders.refunded_cents). */
  refundedCents: number;
  /** Sum of what open applications ask for. */
  openRequestedCents: number;
  lines: readonly RefundLineFacts[];
}

/** The line's value after its share of the order's deductions. */
const lineNetCents = (line: RefundLineFacts) => Math.max(0, line.quantity * line.unitCents - line.promotionCents);
/** The first `pieces` of a line; rounding down per prefix makes the pieces of a line add up to exactly its net value. */
const firstPiecesCents = (line: RefundLineFacts, pieces: number) => Math.floor((pieces * lineNetCents(line)) / line.quantity);

export const remainingPieces = (line: RefundLineFacts) => Math.max(0, line.quantity - line.refundedQuantity);

/** What `pieces` more pieces of a line are worth, after those already refunded. */
export function piecesCents(line: RefundLineFacts, pieces: number): number {
  const from = Math.min(line.refundedQuantity, line.quantity);
  const to = Math.min(from + Math.max(0, pieces), line.quantity);
  return firstPiecesCents(line, to) - firstPiecesCents(line, from);
}

const isPayLater = (order: RefundOrderFacts) => order.paymentMethod === PAYMENT_METHODS.payLater;

/** Paid, less completed refunds, less open applications; never negative. */
export function remainingPaidCents(order: RefundOrderFacts): number {
  if (!order.paid) return 0;
  return Math.max(0, order.totalCents - order.refundedCents - order.openRequestedCents);
}

/**
 * The most the seller may still ask for. Before anything has shipped that is everything still
 * paid (goods and shipping); once a parcel has left, only the goods still unrefunded (shipping is
 * spent). Pay-later orders are refunded only before shipment (spec 4).
 */
export function refundableCents(order: RefundOrderFacts): number {
  const money = remainingPaidCents(order);
  if (!order.anyShipped) return money;
  if (isPayLater(order)) return 0;
  const goods = order.lines.reduce((sum, line) => sum + piecesCents(line, remainingPieces(line)), 0);
  return Math.min(money, goods);
}

export type RefundRefusal =
  | 'notPaid'
  | 'refundedBefore'
  | 'nothingRefundable'
  | 'payLaterShipped'
  | 'payLaterWholeOnly'
  | 'unknownLine'
  | 'quantityTooHigh'
  | 'aboveRefundable'
  | 'amountRequired';

export interface RefundSelection {
  /** Pieces per order line; none means a refund of an amount. */
  items?: readonly { id: number; quantity: number }[];
  /** What the seller asks for; defaults to what the selection is worth. */
  amountCents?: number | null;
}

export type RefundQuote =
  | {
      ok: true;
      /** What is asked for. */
      amountCents: number;
      /** The most this selection may ask for. */
      maxCents: number;
      /** The most the whole order may still ask for. */
      refundableCents: number;
      /** The selection takes every remaining piece before shipment, so the shipping comes back too. */
      includesShipping: boolean;
    }
  | { ok: false; reason: RefundRefusal; refundableCents: number };

/**
 * Prices a refund request. Pieces are worth their share of the line after discounts, coupon and
 * promo code; a selection of every remaining piece before shipment takes the rest of the money
 * (shipping included). Without pieces the request is for an amount up to the refundable one.
 * Pay-later orders: only everything, only before shipment.
 */
export function quoteRefund(order: RefundOrderFacts, selection: RefundSelection = {}): RefundQuote {
  const refundable = refundableCents(order);
  const refuse = (reason: RefundRefusal): RefundQuote => ({ ok: false, reason, refundableCents: refundable });
  if (!order.paid) return refuse('notPaid');
  if (isPayLater(order) && order.anyShipped) return refuse('payLaterShipped');
  if (refundable === 0) return refuse(order.refundedCents > 0 ? 'refundedBefore' : 'nothingRefundable');

  let maxCents = refundable;
  let includesShipping = !order.anyShipped;
  const chosen = (selection.items ?? []).filter((item) => item.quantity > 0);
  if (chosen.length > 0) {
    let goods = 0;
    const taken = new Map<number, number>();
    for (const item of chosen) {
      const line = order.lines.find((l) => l.id === item.id);
      if (!line || taken.has(item.id)) return refuse('unknownLine');
      if (item.quantity > remainingPieces(line)) return refuse('quantityTooHigh');
      taken.set(item.id, item.quantity);
      goods += piecesCents(line, item.quantity);
    }
    const everyRemainingPiece = order.lines.every((line) => (taken.get(line.id) ?? 0) === remainingPieces(line));
    includesShipping = !order.anyShipped && everyRemainingPiece;
    maxCents = includesShipping ? refundable : Math.min(goods, refundable);
  }
  const amountCents = selection.amountCents ?? maxCents;
  if (amountCents < 1) return refuse('amountRequired');
  if (amountCents > maxCents) return refuse('aboveRefundable');
  if (isPayLater(order) && (amountCents !== refundable || !includesShipping)) return refuse('payLaterWholeOnly');
  return { ok: true, amountCents, maxCents, refundableCents: refundable, includesShipping };
}

// ---------- requests ----------

const reason = z.enum(reasonCodes, { error: 'refunds.reasonRequired' });
const remarks = z.string({ error: invalid }).trim().max(MAX_REFUND_REMARKS, 'validation.tooLong').default('');
const refundItems = z
  .array(z.object({ kkItemId: int(1, Number.MAX_SAFE_INTEGER), quantity: int(0, 9999) }), { error: invalid })
  .max(200, invalid)
  .refine((items) => new Set(items.map((i) => i.kkItemId)).size === items.length, invalid);
const amount = int(1, 99_999_999).nullish();

/** POST /api/orders/refund/amount/{kkOrderId}: the pieces chosen so far (none: the whole refundable amount). */
export const refundQuoteRequest = z.object({ items: refundItems.default([]) });

/** POST /api/orders/returns/{kkOrderId} (after-sales order, JSON) and the fields of the refund application. */
export const refundRequest = z.object({ reason, remarks, amount, items: refundItems.default([]) });
export type RefundRequest = z.output<typeof refundRequest>;

/** Multipart fields arrive as text: numbers and the items list (JSON) are read from it. */
const fromText = (read: (text: string) => unknown) => (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  try {
    return read(text);
  } catch {
    return value;
  }
};

/** PUT /api/orders/orders/{kkOrderId}/refund, the text fields of the multipart form (photos are files). */
export const refundApplicationFields = z.object({
  kkOrderId: kkOrderIdRule,
  reason: z.preprocess((value) => (value === '' ? undefined : value), reason),
  remarks,
  amount: z.preprocess(fromText(Number), amount),
  items: z.preprocess(fromText(JSON.parse), refundItems.default([])),
});

export const returnsListRequest = z.object({
  pageNumber: int(1, 100_000).default(1),
  pageSize: int(1, 50).default(10),
  status: z.enum(REFUND_STATUSES, { error: invalid }).nullish(),
  kkOrderId: z.string({ error: invalid }).trim().max(40, invalid).nullish(),
});

export const refundIdParam = z.object({ id: z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid) });
export const refundOrderParam = z.object({ id: kkOrderIdRule });

export const adminRefundListQuery = z.object({
  status: z.enum(REFUND_STATUSES, { error: invalid }).optional(),
  pageNumber: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(100_000, invalid).default(1),
  pageSize: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(100, invalid).default(20),
});
export const approveRefundRequest = z.object({ amount: int(1, 99_999_999) });
export const rejectRefundRequest = z.object({
  reason: z.string({ error: 'refunds.rejectReasonRequired' }).trim().min(1, 'refunds.rejectReasonRequired').max(MAX_REVIEW_NOTE, 'validation.tooLong'),
});

// ---------- answers ----------

const lineOptions = { colour: z.string().nullable(), size: z.string().nullable() };

export const refundFormLine = z.object({
  kkItemId: z.number().int(),
  skuCode: z.string(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  ...lineOptions,
  quantity: z.number().int(),
  refundableQuantity: z.number().int(),
  /** Unit price after activity discounts. */
  unitPrice: z.number().int(),
  /** What every remaining piece of the line is worth. */
  refundableAmount: z.number().int(),
});

/** GET /api/orders/refundForm/{kkOrderId}: what the refund form needs. */
export const refundForm = z.object({
  kkOrderId: z.string(),
  status: z.string(),
  paymentMethod: z.number().int().nullable(),
  totalAmount: z.number().int(),
  refundedAmount: z.number().int(),
  shippingAmount: z.number().int(),
  refundableAmount: z.number().int(),
  anyShipped: z.boolean(),
  /** Pay-later: only the whole refundable amount may be asked for. */
  wholeOnly: z.boolean(),
  /** Why nothing can be asked for now, as a message; null when a request is possible. */
  blockedMessage: z.string().nullable(),
  openRefundId: z.number().int().nullable(),
  lines: z.array(refundFormLine),
  reasons: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type RefundForm = z.infer<typeof refundForm>;

export const refundQuoteAnswer = z.object({ amount: z.number().int(), refundableAmount: z.number().int(), includesShipping: z.boolean() });
export type RefundQuoteAnswer = z.infer<typeof refundQuoteAnswer>;

export const refundRecord = z.object({
  id: z.number().int(),
  refundId: z.number().int(),
  refundNo: z.string(),
  type: z.enum(REFUND_RECORD_TYPES),
  amount: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const refundSummary = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  kkOrderId: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  requestedAmount: z.number().int(),
  approvedAmount: z.number().int().nullable(),
  /** Pieces asked for (0 for a refund of an amount). */
  quantity: z.number().int(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type RefundSummary = z.infer<typeof refundSummary>;

export const refundPage = z.object({ list: z.array(refundSummary), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });

export const refundDetail = refundSummary.extend({
  remarks: z.string(),
  photos: z.array(z.string()),
  refundableAmount: z.number().int(),
  paymentMethod: z.number().int().nullable(),
  reviewNote: z.string().nullable(),
  completedAt: z.string().nullable(),
  items: z.array(
    z.object({ kkItemId: z.number().int(), skuCode: z.string(), productName: z.string(), imageUrl: z.string().nullable(), ...lineOptions, quantity: z.number().int(), amount: z.number().int() }),
  ),
  records: z.array(refundRecord),
});
export type RefundDetail = z.infer<typeof refundDetail>;

/** The back office's view adds the seller and the order. */
export const adminRefund = refundDetail.extend({
  seller: z.object({ userId: z.number().int(), email: z.string(), fullName: z.string() }),
  /** `wallet`: the regional wallet the order's method-3 payment was made with (null otherwise). */
  order: z.object({ status: z.string(), totalAmount: z.number().int(), refundedAmount: z.number().int(), paymentMethod: z.number().int().nullable(), wallet: regionalWallet.nullable() }),
});
export type AdminRefund = z.infer<typeof adminRefund>;
export const adminRefundPage = z.object({ list: z.array(adminRefund), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
