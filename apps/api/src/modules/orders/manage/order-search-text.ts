/**
 * What the order list's search matches (spec 2.5: order ID, SKU or product name), written with
 * the order, lower case; orders.search_vector holds its words for the list's full-text search.
 */
export function orderSearchText(kkOrderId: string, lines: readonly { skuCode: string; productName: string }[]): string {
  const parts = [kkOrderId, ...new Set(lines.map((line) => line.skuCode)), ...new Set(lines.map((line) => line.productName))];
  return parts.join(' ').toLowerCase();
}

/**
 * The search as a full-text query on orders.search_vector: every word typed must be a word of
 * the order id, a SKU code or a product name, the last one only its beginning as it may still be
 * typed ('denim jack' finds 'Denim Jacket', like the product search). Words hold only letters
 * and digits, so the text needs no quoting; without any word nothing matches.
 */
export function searchQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ') : null;
}
