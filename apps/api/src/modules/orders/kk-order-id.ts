/**
 * The order number sellers see: 'KK', the UTC date as YYMMDD, then the order's row id (unique
 * on its own, so the number is unique without a retry loop), e.g. KK26112150001.
 */
export function kkOrderIdOf(id: number, at: Date): string {
  const date = at.toISOString().slice(2, 10).replaceAll('-', '');
  return `KK${date}${id}`;
}
