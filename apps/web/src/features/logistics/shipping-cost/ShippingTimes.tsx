import { ClockCircleOutlined } from '@ant-design/icons';
import { deliveryDays } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import styles from './shipping-cost.module.css';

/**
 * The shipping times of spec 9, each computed by the same rule the channels use (one example
 * destination per row), so this note can never disagree with the table.
 */
const ROUTES = [
  { key: 'usFromUs', from: 'US', to: 'US' },
  { key: 'usFromChinaGermany', from: 'CN', to: 'US' },
  { key: 'europeFromGermany', from: 'DE', to: 'FR' },
  { key: 'europeFromChinaUs', from: 'CN', to: 'FR' },
  { key: 'elsewhere', from: 'CN', to: 'BR' },
] as const;

export function ShippingTimes() {
  const { t } = useTranslation('discovery');
  return (
    <aside className={styles.times} data-testid="shipping-times">
      <h2 className={styles.timesTitle}>
        <ClockCircleOutlined /> {t('shippingCost.times.title')}
      </h2>
      <dl className={styles.timesList}>
        {ROUTES.map((route) => {
          const days = deliveryDays(route.from, route.to);
          return (
            <div key={route.key} className={styles.timesRow}>
              <dt>{t(`shippingCost.times.${route.key}`)}</dt>
              <dd>{t('shippingCost.businessDays', { min: days.min, max: days.max })}</dd>
            </div>
          );
        })}
      </dl>
      <p className={styles.timesNote}>{t('shippingCost.times.processing')}</p>
      <p className={styles.timesNote}>{t('shippingCost.times.domesticOnly')}</p>
    </aside>
  );
}
