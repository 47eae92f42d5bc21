import { BEHAVIOR_TYPE_PREFERENCES, currencySymbol, type CurrencyCode, type LocaleCode } from '@threadway/contracts';
import { changeLocale } from '../i18n';
import { api } from './api-client';
import { parsePreferencesContent, preferencesContent, preferencesStore, savePreferences, type Preferences } from './preferences';
import { sessionStore } from './session';

/** Fetches the rate of a display currency against USD (spec 7: currencyCode is always USD). */
export async function fetchRate(currency: CurrencyCode): Promise<string> {
  if (currency === 'USD') return '1';
  const data = await api<{ rate: string }>('GET', '/api/system/open/currencyRate', { query: { currencyCode: 'USD', forCurrency: currency } });
  return data.rate;
}

/**
 * Applies a language and currency: fetches the rate, switches the interface language and
 * direction, saves locally and, when signed in, on the server (behaviour config type 2).
 */
export async function applyPreferences(next: { locale: LocaleCode; currency: CurrencyCode }, options: { persistRemote?: boolean } = {}): Promise<Preferences> {
  const prefs: Preferences = { locale: next.locale, currency: next.currency, currencyRate: await fetchRate(next.currency), currencySymbol: currencySymbol(next.currency) };
  savePreferences(prefs);
  await changeLocale(prefs.locale);
  if (options.persistRemote !== false && sessionStore.get()) {
    await api('PUT', '/api/store/userBehavior', { body: { type: BEHAVIOR_TYPE_PREFERENCES, content: preferencesContent(prefs) } });
  }
  return prefs;
}

/** After sign-in: adopt the language and currency the seller saved on another device. */
export async function restoreRemotePreferences(): Promise<void> {
  const content = await api<string | null>('GET', '/api/store/userBehavior', { query: { type: BEHAVIOR_TYPE_PREFERENCES } }).catch(() => null);
  const saved = parsePreferencesContent(content);
  const current = preferencesStore.get();
  if (!saved.language && !saved.currency) return;
  if (saved.language === current.locale && saved.currency === current.currency) return;
  await applyPreferences({ locale: saved.language ?? current.locale, currency: saved.currency ?? current.currency }, { persistRemote: false });
}
