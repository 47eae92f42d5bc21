/** A cell of an export: text, a number (written as it is) or empty. */
export type Cell = string | number | null;

/** Spreadsheets run text starting with these as a formula; such text is written with a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record ending with CRLF, as RFC 4180 has it. */
export const csvRecord = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** The byte-order mark that makes Excel read the file as UTF-8 (accents, CJK). */
export const UTF8_BOM = '\uFEFF';
