import { z } from 'zod';
import { fullNameRule, PHONE_PATTERN } from '../accounts/rules.ts';
import { isValidPostalCode } from '../addresses/postal-codes.ts';
import { ADMIN_MAX_CENTS, int, invalid } from '../admin/fields.ts';
import { WAREHOUSES } from './statuses.ts';

/**
 * Order creation and the payment page (spec 7 Checkout create, Payment page; spec 3 Payment
 * order). Money is US cents. Amounts the client sends are only compared with the server's.
 */

/** Longest note a seller may leave on an order (ours; the spec names none). */
export const MAX_REMARK_LENGTH = 500;
/** Orders one checkout may hold: one per warehouse. */
const MAX_WAREHOUSES = WAREHOUSES.length;
const warehouseCodes = WAREHOUSES.map((w) => w.code) as unknown as readonly ['CN_S', 'CN_N', 'US', 'GB', 'DE'];

const text = (max: number) => z.string({ error: invalid }).trim().max(max, 'validation.tooLong');
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));
const required = (message: 'addresses.streetRequired' | 'addresses.cityRequired', max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'validation.tooLong');

export const kkOrderIdRule = z.string({ error: invalid }).trim().regex(/^KK\d{6,20}$/, invalid);
export const kkOrderIdParam = z.object({ kkOrderId: kkOrderIdRule });
export const placeIdParam = z.object({ id: kkOrderIdRule });

/** The shipping address copied into an order (spec 7 orderAddresses). */
export const orderAddressInput = z
  .object(
    {
      recipient: fullNameRule,
      phone: z.string({ error: 'validation.phoneRequired' }).trim().min(1, 'validation.phoneRequired').max(30, 'validation.phoneInvalid').regex(PHONE_PATTERN, 'validation.phoneInvalid'),
      street1: required('addresses.streetRequired', 255),
      street2: optionalText(255),
      city: required('addresses.cityRequired', 120),
      province: optionalText(120),
      country: z
        .string({ error: 'addresses.countryCodeError' })
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'addresses.countryCodeError')
        .transform((code) => code.toUpperCase()),
      zip: z.string({ error: 'addresses.postalCodeInvalid' }).trim().max(20, 'addresses.postalCodeInvalid').default(''),
      vat: optionalText(30),
      ioss: optionalText(20),
    },
    { error: 'orders.addressRequired' },
  )
  .superRefine((address, ctx) => {
    if (!isValidPostalCode(address.country, address.zip)) ctx.addIssue({ code: 'custom', path: ['zip'], message: 'addresses.postalCodeInvalid' });
  });
export type OrderAddressInput = z.output<typeof orderAddressInput>;

const money = int(0, ADMIN_MAX_CENTS);
const warehouseCode = z.enum(warehouseCodes, { error: invalid });
const channelCode = z.string({ error: invalid }).trim().min(1, invalid).max(40, invalid);

/** One line as the bag sends it; the server reads only skuCode and productNum (prices are its own). */
const orderItemInput = z.object({
  skuCode: z.string({ error: invalid }).trim().min(1, invalid).max(64, invalid),
  productNum: int(1, 9999),
  kkProductId: text(40).optional(),
  productName: text(500).optional(),
  sizeImagePath: text(1000).nullish(),
  promotionAmount: money.nullish(),
  afterDiscountAmount: money.nullish(),
  purchasePrices: money.nullish(),
  discountId: z.number({ error: invalid }).int(invalid).nullish(),
  productType: z.number({ error: invalid }).int(invalid).nullish(),
  option1: text(500).nullish(),
  option2: text(500).nullish(),
});

/** POST /api/orders/orders (spec 7). Lines come from the caller's cart rows (cartIds), else from orderItems. */
export const createOrderRequest = z.object({
  orderAddresses: orderAddressInput,
  itemSubtotal: money.optional(),
  shippingSubtotal: money.optional(),
  /** What the page showed; a difference from the server's total is refused (409). */
  grandTotal: money,
  promotionSubtotal: money.optional(),
  paymentMethod: z.number({ error: invalid }).int(invalid).min(0, invalid).max(9, invalid).default(0),
  cartIds: z.array(z.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid)).max(500, invalid).default([]),
  channelType: text(40).optional(),
  couponCode: text(40).nullish(),
  selectCouponTicketId: z.number({ error: invalid }).int(invalid).positive(invalid).nullish(),
  order: z
    .array(
      z.object({
        warehouseCode,
        channelCode,
        freightAmount: money.optional(),
        countryCode: text(10).optional(),
        channelGrouping: z.union([z.string(), z.number()]).nullish(),
        warehouseId: z.union([z.string(), z.number()]).nullish(),
        orderItems: z.array(orderItemInput).max(200, invalid).default([]),
      }),
    )
    .min(1, 'orders.selectProduct')
    .max(MAX_WAREHOUSES, invalid)
    .refine((groups) => new Set(groups.map((g) => g.warehouseCode)).size === groups.length, invalid),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

export const channelChangeRequest = z.object({
  warehouseChannelList: z
    .array(z.object({ isExpress: z.union([z.boolean(), z.number().int().min(0).max(1)], { error: invalid }).optional(), warehouseCode, channelCode }))
    .min(1, invalid)
    .max(MAX_WAREHOUSES, invalid),
});

export const addressChangeRequest = z.object({
  orderAddresses: orderAddressInput,
  paymentMethod: z.number({ error: invalid }).int(invalid).min(0, invalid).max(9, invalid).nullish(),
  remark: text(MAX_REMARK_LENGTH).nullish(),
});

export const remarkRequest = z.object({ remark: z.string({ error: invalid }).trim().max(MAX_REMARK_LENGTH, 'orders.remarkTooLong') });

export const ATTACHMENT_TYPES = ['Tags', 'Bags', 'Cards'] as const;
export const attachmentOption = z.object({ type: z.enum(ATTACHMENT_TYPES), skuCode: z.string(), name: z.string(), imageUrl: z.string().nullable() });
export type AttachmentOption = z.infer<typeof attachmentOption>;

export const saveAttachmentsRequest = z.object({
  kkOrderIds: z.array(kkOrderIdRule).min(1, invalid).max(MAX_WAREHOUSES, invalid),
  list: z
    .array(
      z.object({
        kkOrderId: kkOrderIdRule,
        /** The order line (spec: kkItemId); omitted for Cards, which belong to the whole order. */
        kkItemId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number)], { error: invalid }).nullish(),
        skuCode: z.string({ error: invalid }).trim().min(1, invalid).max(64, invalid),
        type: z.enum(ATTACHMENT_TYPES, { error: invalid }),
        name: text(200).optional(),
        imageUrl: text(1000).nullish(),
      }),
    )
    .max(500, invalid),
});

export const savedAttachment = attachmentOption.extend({ kkOrderId: z.string(), kkItemId: z.number().int().nullable(), quantity: z.number().int(), price: z.number().int() });

export const kkOrderIdsRequest = z.object({ kkOrderIds: z.array(kkOrderIdRule).min(1, invalid).max(50, invalid) });

export const whetherToPayAnswer = z.object({
  payable: z.boolean(),
  /** Orders no longer waiting for payment (paid, cancelled). */
  notPayable: z.array(z.string()),
  /** SKUs whose warehouse stock or status no longer covers the order. */
  soldOut: z.array(z.object({ kkOrderId: z.string(), skuCode: z.string() })),
  message: z.string().nullable(),
});

export const ordersSum = z.object({ totalAmount: z.number().int(), kkOrderIds: z.array(z.string()) });

const channelOption = z.object({
  channelCode: z.string(),
  channelNameEn: z.string(),
  /** The name in the request's language (an operator's translation), else the English name. */
  channelName: z.string(),
  agingGrade: z.string(),
  deliveryTime: z.string(),
  estimatedFreight: z.number().int(),
  channelType: z.string(),
});

/** The shipping address an order carries, as the order screens show it. */
export const orderAddress = z.object({
  recipient: z.string(),
  phone: z.string(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  country: z.string(),
  zip: z.string(),
  vat: z.string().nullable(),
  ioss: z.string().nullable(),
});

/** GET /api/orders/orders/place/{id} (spec 3 Payment order). */
export const paymentOrder = z.object({
  /** The order asked for and the other orders of its checkout, all paid together. */
  kkOrderIds: z.array(z.string()),
  status: z.string(),
  payBy: z.string(),
  logistics: z.array(
    z.object({
      kkOrderId: z.string(),
      warehouseCode: z.string(),
      countryCode: z.string(),
      countryName: z.string(),
      estimatedFreight: z.number().int(),
      isExpress: z.number().int(),
      channelCode: z.string(),
      channelList: z.array(channelOption),
    }),
  ),
  orderItems: z.array(
    z.object({
      kkItemId: z.number().int(),
      kkOrderId: z.string(),
      kkProductId: z.string(),
      skuCode: z.string(),
      productName: z.string(),
      productNum: z.number().int(),
      options: z.string(),
      sizeImagePath: z.string().nullable(),
      skuStatus: z.number().int(),
      purchasePrices: z.number().int(),
      afterDiscountAmount: z.number().int(),
      warehouseCode: z.string(),
      userAttachmentSkus: z.array(z.object({ type: z.string() })),
    }),
  ),
  pays: z.object({
    skusAmount: z.number().int(),
    discountAmount: z.number().int(),
    couponAmount: z.number().int(),
    couponTicketAmount: z.number().int(),
    shippingAmount: z.number().int(),
    totalAmount: z.number().int(),
    couponTicketId: z.number().int().nullable(),
    couponCode: z.string().nullable(),
  }),
  address: orderAddress.omit({ vat: true, ioss: true }),
  orders: z.object({ remark: z.string(), platformCode: z.string(), isExpress: z.number().int(), deliveryTime: z.string(), estimatedFreight: z.number().int(), paymentMethod: z.number().int().nullable() }),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;
