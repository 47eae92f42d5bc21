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

/** A warehouse by its name in the reader's language ('China (North)'), never its internal code ('CN_N'). */
export function useWarehouseName() {
  const { t } = useTranslation('catalogue');
  return (warehouseCode: string) => t(`detail.warehouse.${warehouseCode}`, { defaultValue: warehouseCode });
}

/** A channel's grade in the reader's language ('Express'); an unknown grade as given. */
export function useGradeName() {
  const { t } = useTranslation('catalogue');
  return (agingGrade: string) => t(`shipping.grade.${agingGrade}`, { defaultValue: agingGrade });
}

/** A channel as spec 2.4 writes it, in words: 'agingGrade (deliveryTime, $estimatedFreight)'. */
export function useChannelLabel() {
  const money = useMoney();
  const days = useDeliveryText();
  const grade = useGradeName();
  return (c: { agingGrade: string; deliveryTime: string; estimatedFreight: number }) => `${grade(c.agingGrade)} (${days(c.deliveryTime)}, ${money(c.estimatedFreight)})`;
}
