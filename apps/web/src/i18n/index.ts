import { DEFAULT_LOCALE, LOCALE_CODES, isRtl, type LocaleCode } from '@threadway/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enMessages from '../../../../packages/contracts/src/i18n/messages/en.json';

/**
 * Interface text lives in one JSON file per locale and namespace under ./locales; the server's
 * messages (namespace `messages`) come from the shared contracts package. English is bundled,
 * except the namespaces of pages outside the shop (LAZY_NAMESPACES), which their routes load
 * with their code (loadNamespace); other locales load on demand. Missing keys fall back to English.
 */
export const NAMESPACES = ['common', 'accounts', 'admin', 'mall', 'catalogue', 'discovery', 'messages'] as const;
type Namespace = (typeof NAMESPACES)[number];
/** The back office's texts (and the developer mailbox's, which shares them): never needed by the shop. */
const LAZY_NAMESPACES: readonly Namespace[] = ['admin'];

const webFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/contracts/src/i18n/messages/*.json');
const englishWeb = import.meta.glob<Record<string, unknown>>(['./locales/en/*.json', '!./locales/en/admin.json'], { eager: true, import: 'default' });
const namespaceOf = (file: string) => file.replace(/^.*\/(\w+)\.json$/, '$1');

function englishResources() {
  const resources: Record<string, Record<string, unknown>> = { messages: enMessages };
  for (const [file, content] of Object.entries(englishWeb)) resources[namespaceOf(file)] = content;
  return resources;
}

/** Loads one locale's file of `namespace` unless it is there already. */
async function loadFile(locale: LocaleCode, namespace: string): Promise<void> {
  const load = webFiles[`./locales/${locale}/${namespace}.json`];
  if (!load || i18n.hasResourceBundle(locale, namespace)) return;
  i18n.addResourceBundle(locale, namespace, (await load()).default, true, true);
}

/** Settles once initI18n is done: the router starts loading the first page (and its texts) before that. */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));

/** A lazy namespace's texts in English (the fallback) and in the interface language; later switches bring it along. */
export async function loadNamespace(namespace: Namespace): Promise<void> {
  await ready;
  const locales = new Set<LocaleCode>([DEFAULT_LOCALE, (i18n.language as LocaleCode | undefined) ?? DEFAULT_LOCALE]);
  await Promise.all([...locales].map((locale) => loadFile(locale, namespace)));
}

export async function loadLocale(locale: LocaleCode): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  // Lazy namespaces come along once loaded in English, i.e. once their pages have been opened.
  await Promise.all(LAZY_NAMESPACES.filter((ns) => i18n.hasResourceBundle(DEFAULT_LOCALE, ns)).map((ns) => loadFile(locale, ns)));
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const loads = Object.keys(webFiles)
    .filter((file) => file.startsWith(`./locales/${locale}/`) && !LAZY_NAMESPACES.includes(namespaceOf(file) as Namespace))
    .map((file) => loadFile(locale, namespaceOf(file)));
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
  markReady();
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
