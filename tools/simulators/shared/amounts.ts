/** Integer cents as the providers' APIs write amounts: dollars with two decimals ('12.05'). */
export const twoDecimals = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
