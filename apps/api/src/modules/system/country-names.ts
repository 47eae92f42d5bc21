import type { LocaleCode } from '@threadway/contracts';

const cache = new Map<LocaleCode, Intl.DisplayNames>();

/** Country names in the caller's language from ICU, falling back to the stored English name. */
export function countryName(locale: LocaleCode, code: string, english: string): string {
  let names = cache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    cache.set(locale, names);
  }
  try {
    return names.of(code) ?? english;
  } catch {
    return english;
  }
}

export const byName = <T extends { name: string }>(locale: LocaleCode) => (a: T, b: T) => a.name.localeCompare(b.name, locale);
