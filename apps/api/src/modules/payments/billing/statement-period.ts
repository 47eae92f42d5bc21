/**
 * Statement periods of credit bills (docs/decisions/0014): semi-monthly in UTC, the 1st to the
 * 15th and the 16th to the end of the month. A bill is due 30 days after its period closes (the
 * provider's free 30-day term; its terms allow up to 90 days).
 */

export const BILL_DUE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface StatementPeriod {
  start: Date;
  /** Exclusive: the first instant of the next period. */
  end: Date;
}

/** The period holding `at`. */
export function periodOf(at: Date): StatementPeriod {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  if (at.getUTCDate() <= 15) return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month, 16)) };
  return { start: new Date(Date.UTC(year, month, 16)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/** The last period that has closed at `now` (the one before the period holding `now`). */
export function lastClosedPeriod(now: Date): StatementPeriod {
  return periodOf(new Date(periodOf(now).start.getTime() - 1));
}

/** When the statement holding a parcel shipped at `shippedAt` is issued: its period's close. */
export const statementDateOf = (shippedAt: Date): Date => periodOf(shippedAt).end;

export const dueDateOf = (periodEnd: Date): Date => new Date(periodEnd.getTime() + BILL_DUE_DAYS * DAY_MS);

/** 'BL' + the period's first day (YYYYMMDD) + the seller: one bill per seller and period. */
export function billNumberOf(userId: number, periodStart: Date): string {
  return `BL${periodStart.toISOString().slice(0, 10).replaceAll('-', '')}${userId}`;
}
