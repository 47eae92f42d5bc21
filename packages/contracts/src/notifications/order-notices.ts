import { z } from 'zod';

/**
 * What a seller is told about their orders (station letter always, e-mail unless switched off).
 * The e-mail switches go by kind; the wording goes by notice, a finer cut (partly shipped, the
 * 120-hour auto-cancel).
 */
export const ORDER_EMAIL_KINDS = ['paid', 'shipped', 'delivered', 'cancelled', 'refunded', 'refused'] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

export const ORDER_NOTICES = ['paid', 'partlyShipped', 'shipped', 'delivered', 'cancelled', 'autoCancelled', 'partlyRefunded', 'refunded', 'refundRefused'] as const;
export type OrderNotice = (typeof ORDER_NOTICES)[number];

const KIND_OF: Record<OrderNotice, OrderEmailKind> = {
  paid: 'paid',
  partlyShipped: 'shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  autoCancelled: 'cancelled',
  partlyRefunded: 'refunded',
  refunded: 'refunded',
  refundRefused: 'refused',
};
export const emailKindOf = (notice: OrderNotice): OrderEmailKind => KIND_OF[notice];

/** The order timeline steps (order_events.type) a seller hears about, and the notice each one gives. */
const NOTICE_OF_STEP: Record<string, OrderNotice> = {
  paid: 'paid',
  partialShipped: 'partlyShipped',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  partialRefund: 'partlyRefunded',
  refunded: 'refunded',
  refundRejected: 'refundRefused',
};

/**
 * The notice a timeline step gives, or null for steps the seller is not told about. A 'cancelled'
 * step the system wrote with the unpaid-order reason is the 120-hour auto-cancel.
 */
export function noticeOfStep(step: { type: string; actor: string; note: string | null }, unpaidCancelReason: string): OrderNotice | null {
  const notice = NOTICE_OF_STEP[step.type] ?? null;
  if (notice === 'cancelled' && step.actor === 'system' && step.note === unpaidCancelReason) return 'autoCancelled';
  return notice;
}

/** The seller's order e-mail switches: true = send. Absent kinds are on. */
export const orderEmailSettings = z.object(Object.fromEntries(ORDER_EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<OrderEmailKind, z.ZodBoolean>);
export type OrderEmailSettings = z.infer<typeof orderEmailSettings>;
export const orderEmailSettingsChange = orderEmailSettings.partial();

/** Reads the stored switches (a JSON list of the kinds switched off); anything unreadable leaves all on. */
export function parseOrderEmailSettings(content: string | null | undefined): OrderEmailSettings {
  let off: unknown = [];
  try {
    off = (JSON.parse(content ?? '{}') as { off?: unknown }).off ?? [];
  } catch {
    off = [];
  }
  const offList = Array.isArray(off) ? off : [];
  return Object.fromEntries(ORDER_EMAIL_KINDS.map((kind) => [kind, !offList.includes(kind)])) as OrderEmailSettings;
}

export const serializeOrderEmailSettings = (settings: OrderEmailSettings): string => JSON.stringify({ off: ORDER_EMAIL_KINDS.filter((kind) => !settings[kind]) });
