/** The back office shows money as it is kept: US dollars from integer cents. */
export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
