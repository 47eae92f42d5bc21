import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  convertCents,
  currencySymbol,
  formatMoney,
  isCurrency,
  isLocale,
  resolveLocale,
  type CurrencyCode,
  type LocaleCode,
} from '@threadway/contracts';
import { readCookie, writeCookie } from './cookies';
import { inBrowser } from './in-browser';
import { createStore, useStore } from './store';

/**
 * Display language and currency (spec 3: language default en, currency USD, rate 1, symbol $).
 * Kept in localStorage for everyone and, when signed in, as behaviour config type 2 on the server.
 */
export interface Preferences {
  locale: LocaleCode;
  currency: CurrencyCode;
  currencyRate: string;
  currencySymbol: string;
}

const KEY = 'tw_preferences';
/** How long the preferences cookie lasts; every visit writes it again. */
const COOKIE_DAYS = 365;

function parseSaved(raw: string | null): Preferences | null {
  try {
    const saved = JSON.parse(raw ?? 'null') as Partial<Preferences> | null;
    if (saved && isLocale(saved.locale) && isCurrency(saved.currency) && typeof saved.currencyRate === 'string') {
      return { locale: saved.locale, currency: saved.currency, currencyRate: saved.currencyRate, currencySymbol: currencySymbol(saved.currency) };
    }
  } catch {
    // A damaged entry falls back to the defaults.
  }
  return null;
}

const defaults = (locale: LocaleCode | undefined): Preferences => ({ locale: locale ?? DEFAULT_LOCALE, currency: DEFAULT_CURRENCY, currencyRate: '1', currencySymbol: '$' });

/**
 * The preferences are also kept in a cookie, so that the server draws a page in the visitor's language
 * and currency (decision 0056); localStorage stays what this browser reads.
 */
function writePreferencesCookie(p: Preferences): void {
  writeCookie(KEY, JSON.stringify({ locale: p.locale, currency: p.currency, currencyRate: p.currencyRate }), new Date(Date.now() + COOKIE_DAYS * 86_400_000));
}

function initial(): Preferences {
  if (!inBrowser) return defaults(undefined);
  const saved = parseSaved(localStorage.getItem(KEY));
  if (saved) {
    writePreferencesCookie(saved);
    return saved;
  }
  return defaults(resolveLocale(navigator.languages.join(','), undefined));
}

/** What the server draws a page with: the preferences cookie, else the request's Accept-Language. */
export const preferencesOfRequest = (cookies: string, acceptLanguage: string | undefined): Preferences =>
  parseSaved(readCookie(KEY, cookies)) ?? defaults(resolveLocale(acceptLanguage, undefined));

export const preferencesStore = createStore<Preferences>(initial());
export const usePreferences = () => useStore(preferencesStore);

export function savePreferences(next: Preferences): void {
  localStorage.setItem(KEY, JSON.stringify(next));
  writePreferencesCookie(next);
  preferencesStore.set(next);
}

/** The JSON string saved as behaviour config type 2. */
export const preferencesContent = (p: Preferences) => JSON.stringify({ currency: p.currency, language: p.locale });

export function parsePreferencesContent(content: string | null): { currency?: CurrencyCode; language?: LocaleCode } {
  try {
    const parsed = JSON.parse(content ?? 'null') as { currency?: unknown; language?: unknown } | null;
    return {
      currency: isCurrency(parsed?.currency) ? parsed.currency : undefined,
      language: isLocale(parsed?.language) ? parsed.language : undefined,
    };
  } catch {
    return {};
  }
}

/** Formats US cents in the chosen display currency, converted with the spec's rounding. */
export function useMoney() {
  const p = usePreferences();
  return (usdCents: number) => formatMoney(convertCents(usdCents, p.currencyRate), p.currency, p.locale);
}

/**
 * A recorded amount (a past money movement): the US dollars as they were booked, and, when
 * another display currency is chosen, today's conversion marked as approximate. Converting a
 * past $100 top-up at today's rate alone would show another figure every day (decision 0021).
 */
export function useRecordedMoney() {
  const p = usePreferences();
  return (usdCents: number) => ({
    recorded: formatMoney(usdCents, 'USD', p.locale),
    approximate: p.currency === 'USD' ? null : formatMoney(convertCents(usdCents, p.currencyRate), p.currency, p.locale),
  });
}

/** A deduction of the amount panels: '-$5.00', or $0.00 when nothing is taken off. */
export function useDeduction() {
  const money = useMoney();
  return (usdCents: number) => (usdCents > 0 ? `-${money(usdCents)}` : money(0));
}
