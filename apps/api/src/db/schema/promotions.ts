import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Coupon templates operators create (spec 3, Coupon ticket: receiveUsageRules). Issued to
 * sellers as user_coupon_tickets.
 */
export const couponTickets = pgTable(
  'coupon_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 701 }),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    /** 1 fixed amount (reduction in cents), 2 percent off (reduction in whole percent). */
    fixedType: smallint('fixed_type').notNull(),
    reduction: integer('reduction').notNull(),
    /** 1 no strings attached, 2 orders of at least threshold cents, 3 at least threshold pieces. */
    useType: smallint('use_type').notNull(),
    threshold: integer('threshold').notNull().default(0),
    /** 1 all items, 2 non-promotional products only, 3 the products in coupon_ticket_products. */
    applicableType: smallint('applicable_type').notNull(),
    /** overlayUseTypes non-empty: may be used together with a promo code. */
    stacksWithPromoCode: boolean('stacks_with_promo_code').notNull().default(false),
    usableStartTime: timestamp('usable_start_time', { withTimezone: true }).notNull(),
    usableEndTime: timestamp('usable_end_time', { withTimezone: true }).notNull(),
    /** 1 active; 0 withdrawn by an operator (issued tickets become unavailable). */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupon_tickets_reduction_positive', sql`${t.reduction} > 0`),
    check('coupon_tickets_percent_range', sql`${t.fixedType} <> 2 or ${t.reduction} between 1 and 99`),
    check('coupon_tickets_window', sql`${t.usableEndTime} > ${t.usableStartTime}`),
  ],
);

export const couponTicketProducts = pgTable(
  'coupon_ticket_products',
  {
    couponTicketId: integer('coupon_ticket_id')
      .notNull()
      .references(() => couponTickets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponTicketId, t.productId] })],
);

/** A coupon issued to one seller; used once, by one order. */
export const userCouponTickets = pgTable(
  'user_coupon_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 9001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponTicketId: integer('coupon_ticket_id')
      .notNull()
      .references(() => couponTickets.id, { onDelete: 'cascade' }),
    /** Set while an order holds the ticket; cleared when that order is cancelled unpaid. */
    usedOrderId: bigint('used_order_id', { mode: 'number' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_coupon_tickets_user_idx').on(t.userId, t.usedAt),
    /** One ticket of a template per seller, so issuing again (or re-seeding) adds nothing. */
    uniqueIndex('user_coupon_tickets_user_template_key').on(t.userId, t.couponTicketId),
    index('user_coupon_tickets_order_idx').on(t.usedOrderId),
  ],
);

/** Promo codes (spec 3, Promo-code result): typed at checkout, deducted from the highest-priced product. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 801 }),
    code: text('code').notNull(),
    /** 1 percent off, 2 fixed amount off, 3 special: the shipping fee is waived. */
    discountRule: smallint('discount_rule').notNull(),
    /** 1 at least satisfyNum pieces, 2 at least satisfyAmountCents of goods plus freight. */
    discountCondition: smallint('discount_condition').notNull(),
    satisfyNum: integer('satisfy_num'),
    satisfyAmountCents: integer('satisfy_amount_cents'),
    discountPercent: smallint('discount_percent'),
    discountFixedCents: integer('discount_fixed_cents'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Total uses allowed across sellers; null = unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(sql`upper(${t.code})`),
    check('promo_codes_used_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/**
 * One use of a promo code by an order. promo_codes.used_count counts these rows; cancelling the
 * unpaid order deletes its row and gives the use back, exactly once.
 */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('promo_code_redemptions_code_idx').on(t.promoCodeId)],
);
