/** Values as people read them in a spreadsheet: dollars from cents, dates as spec 9 writes them (UTC). */

export const dollars = (cents: number) => Math.round(cents) / 100;

/** 'YYYY-MM-DD HH:mm:ss' in UTC; empty when there is no date. */
export const sheetDate = (date: Date | null) => (date ? date.toISOString().slice(0, 19).replace('T', ' ') : null);

/** The value of an order line's option (a JSON {name, value} string), or the text itself when it is not JSON. */
export function optionValue(option: string): string {
  try {
    const parsed = JSON.parse(option) as { value?: unknown };
    return typeof parsed?.value === 'string' ? parsed.value : option;
  } catch {
    return option;
  }
}
