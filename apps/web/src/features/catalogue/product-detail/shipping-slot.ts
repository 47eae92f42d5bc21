import type { ComponentType } from 'react';

/**
 * The product page shows shipping (ship to, method, cost, delivery time and the calculation
 * dialog) from the logistics feature. Features do not import each other, so the page takes that
 * component as a prop and the route table plugs it in; this is the shape it is given.
 */
export interface ShippingLine {
  kkProductId: string;
  skuCode: string;
  quantity: number;
  /** What the item table of the dialog shows: name, colour and size. */
  description: string;
  /** US cents; null for guests, who see no price. */
  unitPrice: number | null;
  weightGrams: number;
}

export interface ShippingSlotProps {
  /** The warehouse the buyer ships from (CN_S, CN_N, US, GB, DE). */
  warehouseCode: string;
  /** Every warehouse holding the product: the dialog has one tab per warehouse country. */
  warehouses: readonly { warehouseCode: string; country: string }[];
  lines: readonly ShippingLine[];
}

export type ShippingSlot = ComponentType<ShippingSlotProps>;
