/**
 * The 17 interface languages (spec 1). Seven of them carry a numeric language id that the
 * client sends as `Language-Id` (spec 9); the rest send the default id 1 plus their locale in
 * `Accept-Language`, which the server prefers for its own messages.
 */
export const LOCALES = [
  { code: 'en', name: 'English', languageId: 1, dir: 'ltr' },
  { code: 'zh-CN', name: '简体中文', languageId: 2, dir: 'ltr' },
  { code: 'ru', name: 'Русский', languageId: 3, dir: 'ltr' },
  { code: 'fr', name: 'Français', languageId: 4, dir: 'ltr' },
  { code: 'de', name: 'Deutsch', languageId: 5, dir: 'ltr' },
  { code: 'pt', name: 'Português', languageId: 6, dir: 'ltr' },
  { code: 'es', name: 'Español', languageId: 7, dir: 'ltr' },
  { code: 'ja', name: '日本語', languageId: null, dir: 'ltr' },
  { code: 'ko', name: '한국어', languageId: null, dir: 'ltr' },
  { code: 'ar', name: 'العربية', languageId: null, dir: 'rtl' },
  { code: 'it', name: 'Italiano', languageId: null, dir: 'ltr' },
  { code: 'vi', name: 'Tiếng Việt', languageId: null, dir: 'ltr' },
  { code: 'tr', name: 'Türkçe', languageId: null, dir: 'ltr' },
  { code: 'th', name: 'ไทย', languageId: null, dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', languageId: null, dir: 'ltr' },
  { code: 'he', name: 'עברית', languageId: null, dir: 'rtl' },
  { code: 'id', name: 'Bahasa Indonesia', languageId: null, dir: 'ltr' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const LOCALE_CODES = LOCALES.map((l) => l.code) as unknown as readonly [LocaleCode, ...LocaleCode[]];
export const DEFAULT_LOCALE: LocaleCode = 'en';
export const DEFAULT_LANGUAGE_ID = 1;

export const isLocale = (value: unknown): value is LocaleCode =>
  typeof value === 'string' && LOCALES.some((l) => l.code === value);

/** Numeric id sent as `Language-Id`: the locale's own, or the default 1. */
export const languageIdOf = (locale: LocaleCode): number =>
  LOCALES.find((l) => l.code === locale)?.languageId ?? DEFAULT_LANGUAGE_ID;

export const isRtl = (locale: LocaleCode): boolean => LOCALES.find((l) => l.code === locale)?.dir === 'rtl';

/**
 * Picks the best supported locale from an `Accept-Language` value, falling back to the
 * numeric `Language-Id`, then English. 'zh' alone maps to zh-CN; regional variants such as
 * 'ru-RU' or 'pt-PT' map to their language.
 */
export function resolveLocale(acceptLanguage: string | undefined, languageId: string | undefined): LocaleCode {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase();
    if (!tag) continue;
    const exact = LOCALES.find((l) => l.code.toLowerCase() === tag);
    if (exact) return exact.code;
    const base = tag.split('-')[0];
    const byBase = LOCALES.find((l) => l.code.toLowerCase().split('-')[0] === base);
    if (byBase) return byBase.code;
  }
  const id = Number(languageId);
  return LOCALES.find((l) => l.languageId === id)?.code ?? DEFAULT_LOCALE;
}
