import { DEFAULT_LOCALE, LOCALE_CODES, isRtl, type LocaleCode } from '@threadway/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { inBrowser } from '../lib/in-browser';
import enMessages from '../../../../packages/contracts/src/i18n/messages/en.json';
import enCart from './locales/en/cart.json';
import enCommon from './locales/en/common.json';
import enMall from './locales/en/mall.json';

/**
 * Interface text lives in one JSON file per locale and namespace under ./locales; the server's
 * messages (namespace `messages`) come from the shared contracts package. Only the English of
 * what every shop page shows is bundled (SHELL_NAMESPACES: header with cart button, footer,
 * toasts). Other namespaces load with the routes that use them (loadNamespaces), or on first use
 * by a component that asks for them (react-i18next suspends it until then). Other locales load
 * on demand, with every namespace loaded so far. Missing keys fall back to English.
 */
/** Bundled in English (imported above; the globs leave their English files out). */
const SHELL_NAMESPACES = ['common', 'mall', 'cart', 'messages'];

const webFiles = import.meta.glob<{ default: ResourceKey }>(['./locales/*/*.json', '!./locales/en/common.json', '!./locales/en/mall.json', '!./locales/en/cart.json']);
const messageFiles = import.meta.glob<{ default: ResourceKey }>(['../../../../packages/contracts/src/i18n/messages/*.json', '!../../../../packages/contracts/src/i18n/messages/en.json']);

/** Fetches one locale's file of a namespace; a file that does not exist leaves the English fallback. */
const fileBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(locale, namespace, done) {
    const load = namespace === 'messages' ? Object.entries(messageFiles).find(([file]) => file.endsWith(`/messages/${locale}.json`))?.[1] : webFiles[`./locales/${locale}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (file) => done(null, file.default),
      (error: Error) => done(error, false),
    );
  },
};

/** Settles once initI18n is done: the router starts loading the first page (and its texts) before that. */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

/** Namespaces' texts in English (the fallback) and in the interface language; later switches bring them along. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  if (namespaces.length === 0) return;
  await ready;
  await i18n.loadNamespaces(namespaces);
}

export async function initI18n(locale: LocaleCode): Promise<typeof i18n> {
  await i18n
    .use(fileBackend)
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALE_CODES],
      ns: SHELL_NAMESPACES,
      defaultNS: 'common',
      resources: { en: { common: enCommon, mall: enMall, cart: enCart, messages: enMessages } },
      // The bundled English is only part of the texts: the rest comes through fileBackend.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  await changeLocale(locale);
  markReady();
  return i18n;
}

/** Switches the interface language (loading every namespace used so far), including the page direction for Arabic and Hebrew. */
export async function changeLocale(locale: LocaleCode): Promise<void> {
  await i18n.changeLanguage(locale);
  // The server writes both into the page it draws (decision 0056).
  if (!inBrowser) return;
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

export { i18n };
