import { MAX_QUANTITY_PER_SIZE } from '@threadway/contracts';

/**
 * A guest's cart, kept in localStorage until sign-in merges it into the server cart (spec 2.4,
 * 6). Only what identifies a line is kept; prices and stock come from the server each time
 * (buildCartList). Local items may carry an expiry time (spec 3): the whole cart is dropped
 * GUEST_CART_TTL_MS after its last change. Pure; guest-cart.ts keeps it in localStorage.
 */
export interface GuestCartEntry {
  kkProductId: string;
  skuCode: string;
  warehouseCode: string;
  num: number;
}

export interface SavedGuestCart {
  expiresAt: number;
  items: GuestCartEntry[];
}

/** The guest cart is dropped this long after its last change. */
export const GUEST_CART_TTL_MS = 30 * 86_400_000;

const sameLine = (a: Pick<GuestCartEntry, 'skuCode' | 'warehouseCode'>, b: Pick<GuestCartEntry, 'skuCode' | 'warehouseCode'>) =>
  a.skuCode === b.skuCode && a.warehouseCode === b.warehouseCode;

const isEntry = (value: unknown): value is GuestCartEntry => {
  const e = value as GuestCartEntry | null;
  return typeof e?.kkProductId === 'string' && typeof e.skuCode === 'string' && typeof e.warehouseCode === 'string' && Number.isInteger(e.num) && e.num > 0;
};

/** The saved lines, or none when nothing is saved, it has expired or it is damaged. */
export function readGuestCart(raw: string | null, nowMs: number): GuestCartEntry[] {
  try {
    const saved = JSON.parse(raw ?? 'null') as SavedGuestCart | null;
    if (!saved || typeof saved.expiresAt !== 'number' || saved.expiresAt <= nowMs || !Array.isArray(saved.items)) return [];
    return saved.items.filter(isEntry);
  } catch {
    return [];
  }
}

/** Adds lines: a line already in the cart (same SKU and warehouse) gets the quantities added up, at most 9999. */
export function addEntries(items: readonly GuestCartEntry[], added: readonly GuestCartEntry[]): GuestCartEntry[] {
  const next = items.map((i) => ({ ...i }));
  for (const entry of added) {
    const existing = next.find((i) => sameLine(i, entry));
    if (existing) existing.num = Math.min(MAX_QUANTITY_PER_SIZE, existing.num + entry.num);
    else next.push({ ...entry });
  }
  return next;
}

export const setEntryNum = (items: readonly GuestCartEntry[], line: Pick<GuestCartEntry, 'skuCode' | 'warehouseCode'>, num: number): GuestCartEntry[] =>
  items.map((i) => (sameLine(i, line) ? { ...i, num } : i));

export const removeEntries = (items: readonly GuestCartEntry[], lines: readonly Pick<GuestCartEntry, 'skuCode' | 'warehouseCode'>[]): GuestCartEntry[] =>
  items.filter((i) => !lines.some((l) => sameLine(i, l)));

