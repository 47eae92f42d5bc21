import { useTranslation } from 'react-i18next';
import { EventsList } from './EventsList';

/** Sale (/mall/sale): every running event at once, flash sales, discount events and festivals. */
export default function SalePage() {
  const { t } = useTranslation('discovery');
  return <EventsList title={t('sale.title')} lead={t('sale.lead')} />;
}
