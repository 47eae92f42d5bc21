import { usePreferences } from '../lib/preferences';

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per language and options, made once: an Intl formatter is costly to make, and pages format in every render. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** Numbers in the display language, not the browser's: 1,250 in English, 1.250 in German, 1 250 in French. */
export function useNumberFormat(options?: Intl.NumberFormatOptions): (value: number) => string {
  const format = numberFormat(usePreferences().locale, options);
  return (value) => format.format(value);
}
