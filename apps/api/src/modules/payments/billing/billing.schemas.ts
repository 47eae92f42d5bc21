import { PAYMENT_METHODS } from '@threadway/contracts';
import { z } from 'zod';

/**
 * Credit-bill calls (spec 7 "Wallet, cards, billing"; spec 3 Credit info, Issued bill, Bill
 * detail line, Unpublished bill line). Money is integer US cents, dates ISO 8601 in UTC.
 */

const invalid = 'validation.invalidValue';

export const BILL_STATUSES = ['waitingPayment', 'paymentProcessing', 'paid'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
/** Parcel statuses as incoming bills show them (spec 4): a delivered parcel reads 'completed'. */
export const INCOMING_PARCEL_STATUSES = ['preparing', 'cancelled', 'shipped', 'completed'] as const;

const page = {
  pageNumber: z.number({ error: invalid }).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
  pageSize: z.number({ error: invalid }).int(invalid).min(1, invalid).max(100, invalid).default(10),
};

export const billIdPath = z.object({
  id: z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid),
});

export const creditInfo = z.object({
  /** The provider's decision (approved, pending, declined) or null before any. */
  status: z.string().nullable(),
  creditLimit: z.number().int(),
  availableCredit: z.number().int(),
  /** Issued bills not paid yet. */
  unpaidAmount: z.number().int(),
});

export const billedListRequest = z.object({ ...page, status: z.enum(BILL_STATUSES, { error: invalid }).optional() });

export const issuedBill = z.object({
  id: z.number().int(),
  billNo: z.string(),
  status: z.enum(BILL_STATUSES),
  /** Bills amount: the total of its lines. */
  billsAmount: z.number().int(),
  /** Payment amount: what is still due. */
  paymentAmount: z.number().int(),
  paidAmount: z.number().int(),
  paymentDate: z.string().nullable(),
  createDate: z.string(),
  dueDate: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  overdue: z.boolean(),
  lineCount: z.number().int(),
});
export const issuedBillPage = z.object({ list: z.array(issuedBill), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });

export const billDetailLine = z.object({
  orderId: z.string(),
  parcelCode: z.string(),
  paidAmount: z.number().int(),
  /** When the parcel left our warehouse. */
  deliveryTime: z.string().nullable(),
  paymentDate: z.string().nullable(),
  status: z.enum(['waitingPayment', 'paid']),
});
export const billDetail = z.object({ bill: issuedBill, lines: z.array(billDetailLine) });

export const incomingListRequest = z.object({ ...page });
export const incomingBillLine = z.object({
  orderId: z.string(),
  parcelCode: z.string(),
  parcelStatus: z.enum(INCOMING_PARCEL_STATUSES),
  /** When the order was paid on credit. */
  paymentTime: z.string().nullable(),
  deliveryTime: z.string().nullable(),
  /** When the statement holding it is issued; null until it has shipped (or when cancelled). */
  statementDate: z.string().nullable(),
  amount: z.number().int(),
});
export const incomingBillPage = z.object({ list: z.array(incomingBillLine), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });

/** Pay Now: the balance (0), the card gateway (1), or card / regional wallets (4, stored as 3 like the payment page). */
const BILL_METHODS: readonly number[] = [PAYMENT_METHODS.balance, PAYMENT_METHODS.cardGateway, PAYMENT_METHODS.otherWallets, PAYMENT_METHODS.creditCard];
export const payBillRequest = z.object({
  paymentMethod: z
    .number({ error: 'payments.selectMethod' })
    .int('payments.selectMethod')
    .refine((code) => BILL_METHODS.includes(code), 'payments.selectMethod')
    .transform((code) => (code === PAYMENT_METHODS.creditCard ? PAYMENT_METHODS.otherWallets : code)),
});
export const billPayment = z.object({
  billId: z.number().int(),
  status: z.enum(BILL_STATUSES),
  transactionId: z.number().int(),
  paymentMethod: z.number().int(),
  /** The balance left after a balance payment; null for card payments (finished at the gateway). */
  balance: z.number().int().nullable(),
});
export type BillPayment = z.infer<typeof billPayment>;
