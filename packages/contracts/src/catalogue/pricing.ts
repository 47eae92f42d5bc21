/**
 * A price after a percent discount, in US cents, rounded up to the cent (spec 9: money is
 * rounded up), never below zero. One rule for the server's cards and the product page's SKUs.
 */
export const discountedPrice = (priceCents: number, percent: number): number =>
  Math.max(0, Math.ceil((priceCents * (100 - percent)) / 100));
