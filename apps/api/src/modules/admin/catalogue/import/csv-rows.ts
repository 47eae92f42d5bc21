import {
  ADMIN_MAX_CENTS,
  ADMIN_MAX_STOCK,
  ADMIN_MAX_WEIGHT_GRAMS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  REQUIRED_CSV_COLUMNS,
  adminLinkRule,
  adminRequiredText,
  categoryUrlRule,
  hexColourRule,
  ErrorCode,
  isMessageKey,
  itemNoRule,
  parseDollars,
  type LocaleCode,
} from '@threadway/contracts';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { AppError, badRequest } from '../../../../platform/errors.ts';
import { translate } from '../../../../platform/i18n.ts';

type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
const invalid = 'validation.invalidValue';

/** An empty cell means 'not given'; anything else must pass the rule. */
const optional = <T extends z.ZodType<unknown, string>>(rule: T) => z.string().transform((v) => (v === '' ? undefined : v)).pipe(rule.optional());
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, invalid)
    .transform(Number)
    .pipe(z.number().min(min, invalid).max(max, invalid));
/** Dollars as typed in a spreadsheet, to exact cents (never through floating point). */
const dollars = z.string().transform((text, ctx) => {
  const cents = parseDollars(text);
  if (cents === null || cents > ADMIN_MAX_CENTS) {
    ctx.addIssue({ code: 'custom', message: text === '' ? 'validation.required' : invalid });
    return z.NEVER;
  }
  return cents;
});
const stock = optional(wholeNumber(0, ADMIN_MAX_STOCK));

/** One SKU row of the import file (docs/api-conventions.md, 'Back office: catalogue'). */
const csvRow = z.object({
  itemNo: itemNoRule,
  name: adminRequiredText(255),
  categoryUrl: categoryUrlRule,
  productType: optional(z.enum(['1', '2', '3'], { error: invalid }).transform(Number)),
  fabric: optional(z.string().max(60, 'validation.tooLong')),
  colour: adminRequiredText(60),
  colourHex: optional(hexColourRule),
  size: adminRequiredText(20),
  priceUsd: dollars,
  originalPriceUsd: optional(dollars),
  weightGrams: wholeNumber(1, ADMIN_MAX_WEIGHT_GRAMS),
  stock_CN_S: stock,
  stock_CN_N: stock,
  stock_US: stock,
  stock_GB: stock,
  stock_DE: stock,
  packQuantity: optional(wholeNumber(1, 999)),
  description: optional(z.string().max(20_000, 'validation.tooLong')),
  imageUrl: optional(adminLinkRule),
});
export type CsvProductRow = z.infer<typeof csvRow>;

export interface ParsedRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  itemNo: string;
  data?: CsvProductRow;
  messages: string[];
}

const csvInvalid = () => badRequest('errors.csvInvalid');
export const csvTooLarge = () => new AppError(ErrorCode.badRequest, 'errors.csvTooLarge', 400, { rows: MAX_IMPORT_ROWS, megabytes: MAX_IMPORT_BYTES / 1024 / 1024 });

/** Text of the upload, or 'not a CSV file' for anything that is not UTF-8 text (a picture, a spreadsheet). */
function textOf(file: Buffer): string {
  if (file.length === 0 || file.includes(0)) throw csvInvalid();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw csvInvalid();
  }
}

/** Header names to columns, ignoring case, spaces and columns we do not know. */
function columnsOf(header: string[]): (Column | null)[] {
  const known = new Map(PRODUCT_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns = header.map((name) => known.get(name.trim().toLowerCase()) ?? null);
  const named = columns.filter((c): c is Column => c !== null);
  if (new Set(named).size !== named.length || REQUIRED_CSV_COLUMNS.some((c) => !named.includes(c))) throw csvInvalid();
  return columns;
}

/**
 * Reads and checks the import file row by row. The file as a whole must be CSV text with the
 * required columns (else 400 'The file is not a valid CSV file.') and at most MAX_IMPORT_ROWS
 * rows; each row then passes or carries its own messages, '<column>: <rule message>'.
 */
export function readProductCsv(file: Buffer, locale: LocaleCode): ParsedRow[] {
  let records: string[][];
  try {
    records = parse(textOf(file), { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw csvInvalid();
  }
  const [header, ...lines] = records;
  if (!header) throw csvInvalid();
  const columns = columnsOf(header);
  if (lines.length > MAX_IMPORT_ROWS) throw csvTooLarge();

  const message = (column: string, key: string) => rowMessage(locale, column, key);
  return lines.map((cells, index) => {
    const row = index + 2;
    const values = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c) => [c, ''])) as Record<Column, string>;
    columns.forEach((column, i) => column && (values[column] = cells[i] ?? ''));
    const itemNo = values.itemNo;
    if (cells.length !== header.length) return { row, itemNo, messages: [message('row', invalid)] };
    const parsed = csvRow.safeParse(values);
    if (parsed.success) return { row, itemNo, data: parsed.data, messages: [] };
    return { row, itemNo, messages: parsed.error.issues.map((issue) => message(String(issue.path[0] ?? 'row'), issue.message)) };
  });
}

/** A row's message, '<column>: <rule message>' in the caller's language; other checks (category, repeats) use it too. */
export const rowMessage = (locale: LocaleCode, column: string, key: string) => `${column}: ${translate(locale, isMessageKey(key) ? key : invalid)}`;
