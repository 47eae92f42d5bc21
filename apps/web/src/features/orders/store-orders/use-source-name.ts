import { MALL_SOURCE, sourceName } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';

/** The name of an order's source: the mall in the reader's language, a store platform by its brand. */
export function useSourceName() {
  const { t } = useTranslation('orders');
  return (code: string) => (code === MALL_SOURCE ? t('platforms.KA') : sourceName(code));
}
