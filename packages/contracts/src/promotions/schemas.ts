import { z } from 'zod';
import { ADMIN_MAX_CENTS, adminRequiredText, idQuery, idRule, int, invalid, optionalLink, statusRule } from '../admin/fields.ts';
import { pageOf, pageRequest } from '../catalogue/schemas.ts';
import { USER_COUPON_STATUSES } from './coupons.ts';

/**
 * Coupon and promo-code call shapes (spec 3 'Coupon ticket', 'Promo-code result', spec 7
 * Checkout) for sellers and the back office. Money is integer US cents, times ISO 8601 (UTC).
 */

/** Failure codes of promo codes and coupons (docs/api-conventions.md, Promotions). */
export const PROMOTION_ERROR_CODES = { promoCodeInactive: 40030, promoCodeConditionNotMet: 40031, couponNotUsable: 40032 } as const;

/** overlayUseTypes values: 1 may be used together with a promo code. */
export const OVERLAY_PROMO_CODE = 1;

/** 1 fixed dollar amount, 2 percent off. */
const fixedType = z.union([z.literal(1), z.literal(2)], { error: invalid });
/** 1 'No Strings Attached', 2 'Available On Orders Of $X+', 3 'Buy X pcs to use'. */
const useType = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: invalid });
/** 1 'For all items', 2 'Applies to non-promotional products', 3 'Applies to specified products'. */
const applicableType = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: invalid });
const isoTime = z.iso.datetime({ offset: true, error: invalid });
const kkProductId = z.string({ error: invalid }).trim().min(1, invalid).max(40, invalid);
/** A promo code as typed: trimmed, letters, digits, '-' and '_', compared without case. */
export const promoCodeText = z
  .string({ error: invalid })
  .trim()
  .min(1, 'validation.required')
  .max(32, 'validation.tooLong')
  .regex(/^[A-Za-z0-9_-]+$/, invalid);

// ---------- the coupon ticket (spec 3) ----------

export const couponTicketInfo = z.object({
  /** The seller's ticket id (userCouponTicketId, selectCouponTicketId). */
  id: z.number().int(),
  couponTicketId: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** 0 available, 1 used, 2 expired, 3 unavailable (withdrawn). */
  status: z.number().int(),
  /** 1 usable now (on this order in the billing preview), 0 not. */
  ifUsed: z.union([z.literal(0), z.literal(1)]),
  /** Why ifUsed is 0 in the billing preview: notStarted, expired, noApplicableItems, thresholdNotMet, cannotStackPromoCode. */
  unusableReason: z.string().nullable(),
  usableStartTime: z.string(),
  usableEndTime: z.string(),
  usedAt: z.string().nullable(),
  receiveUsageRules: z.object({
    /** reduction: cents when fixedType is 1, whole percent when 2. */
    offerTypeInfo: z.object({ fixedType: z.number().int(), reduction: z.number().int() }),
    /** threshold: cents for useType 2, pieces for useType 3, 0 for useType 1. */
    conditionsOfUse: z.object({ useType: z.number().int(), threshold: z.number().int() }),
    applicableProducts: z.object({ applicableType: z.number().int(), kkProductIds: z.array(z.string()) }),
    /** Non-empty ([OVERLAY_PROMO_CODE]): 'Stack promotion code'; empty: 'Cannot stack promotion code'. */
    overlayUseTypes: z.array(z.number().int()),
  }),
});
export type CouponTicketInfo = z.infer<typeof couponTicketInfo>;

export const couponStatusRule = z.coerce
  .number({ error: invalid })
  .int(invalid)
  .refine((s) => (Object.values(USER_COUPON_STATUSES) as number[]).includes(s), invalid);
/** GET /api/product/userCouponTicketCollectionForm: the seller's coupons with one status (default 0). */
export const couponCollectionRequest = pageRequest.extend({ status: couponStatusRule.default(USER_COUPON_STATUSES.available) });
export const couponTicketPage = pageOf(couponTicketInfo);

// ---------- promo codes (spec 3) ----------

/**
 * POST /api/product/open/coupon/couponCodeCheck. Amounts in cents: transactionAmount is goods
 * plus freight, maxProductAmount the highest unit price. hasOtherDiscount is informational:
 * whether a coupon may be stacked is the coupon's own rule, decided by the billing preview.
 */
export const couponCodeCheckRequest = z
  .object({
    couponCode: promoCodeText,
    hasOtherDiscount: z.boolean({ error: invalid }).optional(),
    productNum: int(1, 1_000_000),
    transactionAmount: int(0, ADMIN_MAX_CENTS),
    maxProductAmount: int(0, ADMIN_MAX_CENTS),
  })
  .refine((r) => r.maxProductAmount <= r.transactionAmount, { message: invalid, path: ['maxProductAmount'] });
export type CouponCodeCheckInput = z.infer<typeof couponCodeCheckRequest>;

export const promoCodeResult = z.object({
  couponCode: z.string(),
  /** 1 percent off (discountPercent), 2 fixed amount off (discountFixed), 3 special: the shipping fee is waived. */
  discountRule: z.number().int(),
  /** 1 at least satisfyNum pieces, 2 at least satisfyAmount cents of goods plus freight. */
  discountCondition: z.number().int(),
  discountPercent: z.number().int().nullable(),
  discountFixed: z.number().int().nullable(),
  /** What the code takes off this order, in cents; null where no order is given (ticket detail), 0 for rule 3 at the check (the freight is not known there). */
  discountAmount: z.number().int().nullable(),
  message: z.string(),
  satisfyNum: z.number().int().nullable(),
  satisfyAmount: z.number().int().nullable(),
});
export type PromoCodeResult = z.infer<typeof promoCodeResult>;

/** POST /api/product/userCouponTicketDetail: one of the seller's tickets and/or a promo code. */
export const couponDetailRequest = z
  .object({ userCouponTicketId: idRule.nullable().optional(), couponCode: promoCodeText.nullable().optional() })
  .refine((r) => r.userCouponTicketId != null || r.couponCode != null, { message: 'validation.required', path: ['userCouponTicketId'] });
export const couponDetail = z.object({ couponTicket: couponTicketInfo.nullable(), couponCode: promoCodeResult.nullable() });

// ---------- back office: coupon templates ----------

type TemplateRules = { fixedType?: number; reduction?: number; useType?: number; threshold?: number; applicableType?: number; kkProductIds?: string[]; usableStartTime?: string; usableEndTime?: string };

/**
 * The first rule a (merged) template breaks, naming its field: percent 1-99, a threshold for
 * 'orders of $X+' and 'buy X pcs', products for 'specified products', end after start.
 */
export function couponTemplateProblem(t: TemplateRules): { field: string; message: 'validation.invalidValue' | 'validation.rangeEnd' } | null {
  if (t.fixedType === 2 && t.reduction !== undefined && (t.reduction < 1 || t.reduction > 99)) return { field: 'reduction', message: invalid };
  if ((t.useType === 2 || t.useType === 3) && (t.threshold ?? 0) < 1) return { field: 'threshold', message: invalid };
  if (t.applicableType === 3 && (t.kkProductIds?.length ?? 0) === 0) return { field: 'kkProductIds', message: invalid };
  if (t.usableStartTime && t.usableEndTime && Date.parse(t.usableEndTime) <= Date.parse(t.usableStartTime)) return { field: 'usableEndTime', message: 'validation.rangeEnd' };
  return null;
}

const templateFields = {
  name: adminRequiredText(120),
  logoUrl: optionalLink,
  fixedType,
  reduction: int(1, ADMIN_MAX_CENTS),
  useType,
  threshold: int(0, ADMIN_MAX_CENTS),
  applicableType,
  /** For applicableType 3: the products it applies to. */
  kkProductIds: z.array(kkProductId).max(500, invalid),
  stacksWithPromoCode: z.boolean({ error: invalid }),
  usableStartTime: isoTime,
  usableEndTime: isoTime,
};
const templateRefinement = <T extends TemplateRules>(schema: z.ZodType<T>) =>
  schema.superRefine((t, ctx) => {
    const problem = couponTemplateProblem(t);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export const createCouponTemplateRequest = templateRefinement(
  z.object({ ...templateFields, threshold: templateFields.threshold.default(0), kkProductIds: templateFields.kkProductIds.default([]), stacksWithPromoCode: templateFields.stacksWithPromoCode.default(false) }),
);
export const updateCouponTemplateRequest = templateRefinement(z.object(templateFields).partial());
export type CreateCouponTemplateInput = z.infer<typeof createCouponTemplateRequest>;
export type UpdateCouponTemplateInput = z.infer<typeof updateCouponTemplateRequest>;
export const couponTemplateListRequest = pageRequest.extend({ status: z.coerce.number({ error: invalid }).pipe(statusRule).optional() });

export const adminCouponTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  fixedType: z.number().int(),
  reduction: z.number().int(),
  useType: z.number().int(),
  threshold: z.number().int(),
  applicableType: z.number().int(),
  kkProductIds: z.array(z.string()),
  stacksWithPromoCode: z.boolean(),
  usableStartTime: z.string(),
  usableEndTime: z.string(),
  /** 1 active, 0 withdrawn. */
  status: z.number().int(),
  issuedCount: z.number().int(),
  usedCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCouponTemplate = z.infer<typeof adminCouponTemplate>;
export const adminCouponTemplatePage = pageOf(adminCouponTemplate);

/** Issue a template: to the listed sellers (ids and/or e-mails) or to every seller. */
export const issueCouponRequest = z
  .object({
    userIds: z.array(idRule).max(1000, invalid).optional(),
    emails: z.array(z.string({ error: invalid }).trim().toLowerCase().email(invalid).max(254, invalid)).max(1000, invalid).optional(),
    allSellers: z.boolean({ error: invalid }).optional(),
  })
  .refine((r) => r.allSellers === true || (r.userIds?.length ?? 0) + (r.emails?.length ?? 0) > 0, { message: 'validation.required', path: ['userIds'] });
export type IssueCouponInput = z.infer<typeof issueCouponRequest>;
/** issued: new tickets; alreadyHeld: sellers who had one of this template already. */
export const issueCouponResult = z.object({ issued: z.number().int(), alreadyHeld: z.number().int() });

// ---------- back office: promo codes ----------

type PromoRules = { discountRule?: number; discountCondition?: number; satisfyNum?: number | null; satisfyAmountCents?: number | null; discountPercent?: number | null; discountFixedCents?: number | null; startTime?: string; endTime?: string };

/** The first rule a (merged) promo code breaks: the fields its rule and condition need, end after start. */
export function promoCodeProblem(p: PromoRules): { field: string; message: 'validation.required' | 'validation.rangeEnd' } | null {
  if (p.discountRule === 1 && p.discountPercent == null) return { field: 'discountPercent', message: 'validation.required' };
  if (p.discountRule === 2 && p.discountFixedCents == null) return { field: 'discountFixedCents', message: 'validation.required' };
  if (p.discountCondition === 1 && p.satisfyNum == null) return { field: 'satisfyNum', message: 'validation.required' };
  if (p.discountCondition === 2 && p.satisfyAmountCents == null) return { field: 'satisfyAmountCents', message: 'validation.required' };
  if (p.startTime && p.endTime && Date.parse(p.endTime) <= Date.parse(p.startTime)) return { field: 'endTime', message: 'validation.rangeEnd' };
  return null;
}

const promoFields = {
  code: promoCodeText.transform((c) => c.toUpperCase()),
  discountRule: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: invalid }),
  discountCondition: z.union([z.literal(1), z.literal(2)], { error: invalid }),
  satisfyNum: int(1, 1_000_000).nullable(),
  satisfyAmountCents: int(0, ADMIN_MAX_CENTS).nullable(),
  discountPercent: int(1, 99).nullable(),
  discountFixedCents: int(1, ADMIN_MAX_CENTS).nullable(),
  startTime: isoTime,
  endTime: isoTime,
  /** Total uses across sellers; null = unlimited. */
  usageLimit: int(1, 100_000_000).nullable(),
  status: statusRule,
};
const promoRefinement = <T extends PromoRules>(schema: z.ZodType<T>) =>
  schema.superRefine((p, ctx) => {
    const problem = promoCodeProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
const optionalNullable = <T extends z.ZodType>(rule: T) => rule.optional().transform((v) => v ?? null);
export const createPromoCodeRequest = promoRefinement(
  z.object({
    ...promoFields,
    satisfyNum: optionalNullable(promoFields.satisfyNum),
    satisfyAmountCents: optionalNullable(promoFields.satisfyAmountCents),
    discountPercent: optionalNullable(promoFields.discountPercent),
    discountFixedCents: optionalNullable(promoFields.discountFixedCents),
    usageLimit: optionalNullable(promoFields.usageLimit),
    status: promoFields.status.default(1),
  }),
);
export const updatePromoCodeRequest = promoRefinement(z.object(promoFields).partial());
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeRequest>;
export type UpdatePromoCodeInput = z.infer<typeof updatePromoCodeRequest>;
export const promoCodeListRequest = pageRequest.extend({ search: z.string({ error: invalid }).trim().max(32, invalid).optional() });

export const adminPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  discountRule: z.number().int(),
  discountCondition: z.number().int(),
  satisfyNum: z.number().int().nullable(),
  satisfyAmountCents: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  discountFixedCents: z.number().int().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** 1 active, 0 disabled. */
  status: z.number().int(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCode>;
export const adminPromoCodePage = pageOf(adminPromoCode);
export const promotionIdPath = z.object({ id: idQuery });
