/**
 * The page numbers shown, as Ant Design's Pagination shows them: all of them up to 9 pages, else
 * the first, the last and two either side of the current one (five in a row near either end).
 */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  let from = Math.max(2, current - 2);
  let to = Math.min(pages - 1, current + 2);
  if (current <= 3) to = 5;
  if (current >= pages - 2) from = pages - 4;
  const shown: (number | 'gap')[] = [1];
  if (from > 2) shown.push('gap');
  for (let n = from; n <= to; n++) shown.push(n);
  if (to < pages - 1) shown.push('gap');
  shown.push(pages);
  return shown;
}
