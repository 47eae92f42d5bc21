import type { LocaleCode } from '@threadway/contracts';
import type { Locale } from 'antd/es/locale';

/** Ant Design's own locale pack for each interface language but English, which is Ant Design's own default. */
const packs: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  ru: () => import('antd/es/locale/ru_RU'),
  fr: () => import('antd/es/locale/fr_FR'),
  de: () => import('antd/es/locale/de_DE'),
  pt: () => import('antd/es/locale/pt_PT'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
  ko: () => import('antd/es/locale/ko_KR'),
  ar: () => import('antd/es/locale/ar_EG'),
  it: () => import('antd/es/locale/it_IT'),
  vi: () => import('antd/es/locale/vi_VN'),
  tr: () => import('antd/es/locale/tr_TR'),
  th: () => import('antd/es/locale/th_TH'),
  nl: () => import('antd/es/locale/nl_NL'),
  he: () => import('antd/es/locale/he_IL'),
  id: () => import('antd/es/locale/id_ID'),
};

/**
 * English needs no pack: Ant Design falls back to its own English text for every key a locale lacks. The app passes
 * this from its first render on, because ConfigProvider wraps its children in a locale provider only once it has a
 * locale: a pack set after the first render re-mounted the whole app, router and pages included (decision 0054).
 */
export const ENGLISH_ANTD_LOCALE: Locale = { locale: 'en' };

/** The pack for `locale`, loaded with it (English at once, with no download). */
export const loadAntdLocale = async (locale: LocaleCode): Promise<Locale> => (locale === 'en' ? ENGLISH_ANTD_LOCALE : (await packs[locale]()).default);
