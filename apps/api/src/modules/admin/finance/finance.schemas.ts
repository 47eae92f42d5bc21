import { z } from 'zod';
import { BILL_STATUSES, issuedBill } from '../../payments/billing/billing.schemas.ts';

/** Back office under /api/admin/finance/ (role finance): pay-later applications, credit bills, statements. */

const invalid = 'validation.invalidValue';
const page = {
  pageNumber: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
  pageSize: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(100, invalid).default(20),
};
const idQuery = z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid);

export const PAY_LATER_STATUS_FILTERS = ['approved', 'pending', 'declined', 'undecided'] as const;

export const applicationsRequest = z.object({
  ...page,
  /** 'undecided': applied, no decision from the provider yet. */
  status: z.enum(PAY_LATER_STATUS_FILTERS, { error: invalid }).optional(),
  /** Part of the seller's e-mail, name or company. */
  search: z.string({ error: invalid }).trim().max(120, invalid).optional(),
});

export const payLaterApplicationRow = z.object({
  userId: z.number().int(),
  sellerEmail: z.string().nullable(),
  sellerName: z.string(),
  companyName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  requestedLimit: z.number().int().nullable(),
  status: z.string().nullable(),
  creditLimit: z.number().int(),
  availableCredit: z.number().int(),
  /** Issued bills not paid yet. */
  unpaidBills: z.number().int(),
  updatedAt: z.string(),
});
export const applicationsPage = z.object({ list: z.array(payLaterApplicationRow), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });

export const sellerIdPath = z.object({ userId: idQuery });

export const adminBillsRequest = z.object({ ...page, status: z.enum(BILL_STATUSES, { error: invalid }).optional(), userId: idQuery.optional() });
export const adminBill = issuedBill.extend({ userId: z.number().int(), sellerEmail: z.string().nullable() });
export const adminBillsPage = z.object({ list: z.array(adminBill), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });

export const issueStatementsAnswer = z.object({ issued: z.number().int(), billIds: z.array(z.number().int()), periodStart: z.string(), periodEnd: z.string() });
