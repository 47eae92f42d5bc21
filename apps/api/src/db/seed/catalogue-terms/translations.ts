import { LOCALE_CODES, type LocaleCode } from '@threadway/contracts';

/** The sixteen locales besides English, in the order the term tables below give them. */
export const TRANSLATED_LOCALES = LOCALE_CODES.filter((code) => code !== 'en') as Exclude<LocaleCode, 'en'>[];

/**
 * One term's translations, written as one line: the sixteen translations separated by '|' in
 * TRANSLATED_LOCALES order (zh-CN ru fr de pt es ja ko ar it vi tr th nl he id). A line with
 * the wrong count is a mistake in the table, so it fails loudly at start.
 */
export function translations(line: string): Record<string, string> {
  const words = line.split('|').map((w) => w.trim());
  if (words.length !== TRANSLATED_LOCALES.length) throw new Error(`${words.length} translations instead of ${TRANSLATED_LOCALES.length}: ${line}`);
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale, i) => [locale, words[i]!]));
}
