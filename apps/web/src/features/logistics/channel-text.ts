import { parseDeliveryTime } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/preferences';

/**
 * A channel's delivery time as the seller reads it: the logistics 'min~max' becomes
 * '5–7 business days' (en dash, in the reader's language); anything else is shown as given.
 */
export function useDeliveryText() {
  const { t } = useTranslation('catalogue');
  return (deliveryTime: string) => {
    const range = parseDeliveryTime(deliveryTime);
    return t('shipping.businessDays', { days: range ? `${range.min}–${range.max}` : deliveryTime });
  };
}

/** A channel as spec 2.4 writes it, in words: 'agingGrade (deliveryTime, $estimatedFreight)'; an unknown grade as given. */
export function useChannelLabel() {
  const { t } = useTranslation('catalogue');
  const money = useMoney();
  const days = useDeliveryText();
  return (c: { agingGrade: string; deliveryTime: string; estimatedFreight: number }) => `${t(`shipping.grade.${c.agingGrade}`, { defaultValue: c.agingGrade })} (${days(c.deliveryTime)}, ${money(c.estimatedFreight)})`;
}
