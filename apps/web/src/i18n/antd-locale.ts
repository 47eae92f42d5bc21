import type { LocaleCode } from '@threadway/contracts';
import type { Locale } from 'antd/es/locale';

/** Ant Design's own locale pack for each interface language, loaded with it. */
const packs: Record<LocaleCode, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
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

export const loadAntdLocale = async (locale: LocaleCode): Promise<Locale> => (await packs[locale]()).default;
