import { useTranslation } from 'react-i18next';
import { EVENT_TYPES } from '../api/events';
import { EventsList } from './EventsList';

/** Special Offer (/mall/discount): the running discount events. */
export default function DiscountPage() {
  const { t } = useTranslation('discovery');
  return <EventsList type={EVENT_TYPES.discount} title={t('discount.title')} lead={t('discount.lead')} />;
}
