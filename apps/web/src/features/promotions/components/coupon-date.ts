/** Coupon dates are shown MM/DD/YYYY (spec 9), in the buyer's time zone. */
export function couponDate(value: string | number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
