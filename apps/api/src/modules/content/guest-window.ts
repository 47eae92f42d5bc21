/**
 * Paging with the guest limit of spec 6: a guest sees the first `guestLimit` items of a list and
 * is then told to sign in ('View more products after registration', 'log in to view more').
 */
export function pageWindow(pageNumber: number, pageSize: number, guest: boolean, guestLimit: number) {
  const offset = (pageNumber - 1) * pageSize;
  return { offset, limit: guest ? Math.max(0, Math.min(pageSize, guestLimit - offset)) : pageSize };
}

/** The total a guest may page through, and whether there is more behind sign-in. */
export const guestTotals = (total: number, guest: boolean, guestLimit: number) => ({
  total: guest ? Math.min(total, guestLimit) : total,
  limitedForGuest: guest && total > guestLimit,
});
