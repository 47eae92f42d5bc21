/** Where a search goes (spec 2.2): the product list with the term, or the whole list when empty. */
export const searchPath = (term: string): string => {
  const trimmed = term.trim();
  return trimmed ? `/product-list?search=${encodeURIComponent(trimmed)}` : '/product-list';
};
