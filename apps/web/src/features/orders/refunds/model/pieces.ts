import type { PieceChoice } from '../api/refunds';

/** The pieces chosen per order line, lines with none left out, in a stable order (it is part of a query key). */
export const chosenPieces = (quantities: Record<number, number>): PieceChoice[] =>
  Object.entries(quantities)
    .map(([kkItemId, quantity]) => ({ kkItemId: Number(kkItemId), quantity }))
    .filter((piece) => piece.quantity > 0)
    .sort((a, b) => a.kkItemId - b.kkItemId);

/** Dollars typed in the amount box to cents, without floating-point drift; null when empty. */
export const dollarsToCents = (dollars: number | null | undefined): number | null => (dollars === null || dollars === undefined ? null : Math.round(dollars * 100));
