/**
 * What may still ship of an order, and whether a parcel fits (pure; the ship service applies it
 * with the order row locked). Pieces refunded before they shipped are not shipped any more, so
 * they count against the unshipped pieces of their line.
 */

export interface LineCounts {
  orderItemId: number;
  quantity: number;
  /** Pieces in parcels that are not cancelled. */
  shipped: number;
  /** Pieces of completed refunds. */
  refunded: number;
}

export interface Pick {
  orderItemId: number;
  quantity: number;
}

export const remainingOf = (line: LineCounts) => Math.max(0, line.quantity - line.shipped - line.refunded);

export type ShipmentPlan = { ok: true; picks: Pick[]; completesOrder: boolean } | { ok: false; reason: 'empty' | 'unknownLine' | 'overShip' };

/** Checks a parcel's picks against what remains; picks of one line are added up, zero quantities dropped. */
export function planShipment(lines: readonly LineCounts[], picks: readonly Pick[]): ShipmentPlan {
  const wanted = new Map<number, number>();
  for (const pick of picks) if (pick.quantity > 0) wanted.set(pick.orderItemId, (wanted.get(pick.orderItemId) ?? 0) + pick.quantity);
  if (wanted.size === 0) return { ok: false, reason: 'empty' };
  const byId = new Map(lines.map((line) => [line.orderItemId, line]));
  for (const [id, quantity] of wanted) {
    const line = byId.get(id);
    if (!line) return { ok: false, reason: 'unknownLine' };
    if (quantity > remainingOf(line)) return { ok: false, reason: 'overShip' };
  }
  const completesOrder = lines.every((line) => remainingOf(line) - (wanted.get(line.orderItemId) ?? 0) === 0);
  return { ok: true, picks: [...wanted].map(([orderItemId, quantity]) => ({ orderItemId, quantity })), completesOrder };
}
