import { CHANNEL_ANSWER_CODES } from '@threadway/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { useLookChannel } from '../api/channels';
import { ChannelResults } from './ChannelResults';
import styles from './shipping-cost.module.css';
import { ShippingCostForm, type Parcel } from './ShippingCostForm';
import { ShippingTimes } from './ShippingTimes';

/**
 * Estimate Shipping Cost (/mall/shipping-cost, spec 2.3): ship from, ship to and weight, then
 * every channel with its grade, delivery time in business days and cost in the display currency.
 */
export default function ShippingCostPage() {
  const { t } = useTranslation('discovery');
  const look = useLookChannel();
  const { locale } = usePreferences();
  // 'No logistics channel' is an answer, shown as an empty result rather than as a failure.
  const noChannel = look.error instanceof ApiError && look.error.code === CHANNEL_ANSWER_CODES.noChannel;
  const failure = look.error instanceof ApiError && look.error.status !== 0 ? look.error.message : t('messages:errors.logisticsError');
  const channels = noChannel ? [] : look.data?.channels;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('shippingCost.title')}</h1>
        <p className={styles.lead}>{t('shippingCost.lead')}</p>
      </header>
      <div className={styles.layout}>
        <section className={styles.main}>
          <div className={styles.card}>
            <ShippingCostForm onInquire={(parcel: Parcel) => look.mutate(parcel)} loading={look.isPending} />
          </div>
          {look.isError && !noChannel && <Alert type="error" showIcon title={failure} data-testid="shipping-cost-error" />}
          {channels && look.variables && (
            <div className={styles.card}>
              <h2 className={styles.resultsTitle}>{t('shippingCost.results', { grams: look.variables.weightGrams.toLocaleString(locale) })}</h2>
              <ChannelResults channels={channels} />
            </div>
          )}
        </section>
        <ShippingTimes />
      </div>
    </div>
  );
}
