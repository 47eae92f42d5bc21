import { DEFAULT_LOCALE, LOCALE_CODES, isRtl, type LocaleCode } from '@threadway/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enMessages from '../../../../packages/contracts/src/i18n/messages/en.json';

/**
 * Interface text lives in one JSON file per locale and namespace under ./locales; the server's
 * messages (namespace `messages`) come from the shared contracts package. English is bundled;
 * other locales load on demand. Missing keys fall back to English.
 */
export const NAMESPACES = ['common', 'accounts', 'admin', 'mall', 'catalogue', 'discovery', 'messages'] as const;

const webFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/contracts/src/i18n/messages/*.json');
const englishWeb = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' });

function englishResources() {
  const resources: Record<string, Record<string, unknown>> = { messages: enMessages };
  for (const [file, content] of Object.entries(englishWeb)) resources[file.replace(/^.*\/(\w+)\.json$/, '$1')] = content;
  return resources;
}

export async function loadLocale(locale: LocaleCode): Promise<void> {
  if (locale === DEFAULT_LOCALE || i18n.hasResourceBundle(locale, 'common')) return;
  const loads = Object.entries(webFiles)
    .filter(([file]) => file.startsWith(`./locales/${locale}/`))
    .map(async ([file, load]) => {
      i18n.addResourceBundle(locale, file.replace(/^.*\/(\w+)\.json$/, '$1'), (await load()).default, true, true);
    });
  const messages = Object.entries(messageFiles).find(([file]) => file.endsWith(`/messages/${locale}.json`));
  if (messages) loads.push(messages[1]().then((m) => void i18n.addResourceBundle(locale, 'messages', m.default, true, true)));
  await Promise.all(loads);
}

export async function initI18n(locale: LocaleCode): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALE_CODES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { en: englishResources() },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLocale(locale);
  return i18n;
}

/** Switches the interface language, including the page direction for Arabic and Hebrew. */
export async function changeLocale(locale: LocaleCode): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

export { i18n };
