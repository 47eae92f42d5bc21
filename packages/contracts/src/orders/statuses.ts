/**
 * Order statuses (spec 4, all readings combined). The spec does not show the server's codes;
 * these are ours and the order state machine (orders domain) uses the same names.
 */
export const ORDER_STATUSES = [
  { code: 'waitingPayment', name: 'Waiting Payment' },
  { code: 'paymentFailed', name: 'Payment failed' },
  { code: 'waitingShip', name: 'Waiting to Ship' },
  { code: 'partialShipped', name: 'Partial Shipped' },
  { code: 'shipped', name: 'Shipped' },
  { code: 'complete', name: 'Complete' },
  { code: 'refunding', name: 'Refunding' },
  { code: 'partialRefund', name: 'Partial Refund' },
  { code: 'refunded', name: 'Refunded' },
  { code: 'refundFailed', name: 'Refund failed' },
  { code: 'cancelled', name: 'Cancelled' },
  { code: 'abnormal', name: 'Abnormal order' },
  { code: 'autoCheckoutFailed', name: 'Auto Checkout Failed' },
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number]['code'];

/** Why a seller cancels an unpaid or unshipped order (the spec names none; ours). */
export const CANCEL_REASONS = [
  { code: 'noLongerNeeded', name: "Don't want anymore" },
  { code: 'wrongSelection', name: 'Product selection error/multiple selection' },
  { code: 'wrongAddress', name: 'Incorrect address information' },
  { code: 'shippingTooSlow', name: 'Shipping takes too long' },
  { code: 'paymentProblem', name: 'Payment problem' },
  { code: 'other', name: 'Other' },
] as const;

/** Carriers a seller can name when fulfilling a store order. */
export const CARRIERS = [
  'USPS', 'UPS', 'FedEx', 'DHL', 'DHL eCommerce', 'Royal Mail', 'Evri', 'DPD', 'GLS', 'Deutsche Post', 'Hermes',
  'La Poste', 'PostNL', 'Canada Post', 'Australia Post', 'China Post', 'YunExpress', '4PX', 'Yanwen', 'Cainiao', 'Other',
] as const;

/** Our warehouses (spec 9). CN_S and CN_N are both China and ship worldwide; the others ship at home only. */
export const WAREHOUSES = [
  { code: 'CN_S', country: 'CN', domesticOnly: false, name: 'China (South)' },
  { code: 'CN_N', country: 'CN', domesticOnly: false, name: 'China (North)' },
  { code: 'US', country: 'US', domesticOnly: true, name: 'United States' },
  { code: 'GB', country: 'GB', domesticOnly: true, name: 'United Kingdom' },
  { code: 'DE', country: 'DE', domesticOnly: true, name: 'Germany' },
] as const;
export type WarehouseCode = (typeof WAREHOUSES)[number]['code'];

/** A warehouse's English name for documents written in English (exports); screens translate it. Never the internal code. */
export const warehouseEnglishName = (code: string): string => WAREHOUSES.find((w) => w.code === code)?.name ?? code;
