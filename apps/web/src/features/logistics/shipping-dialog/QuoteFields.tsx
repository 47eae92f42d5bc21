import { LoadingOutlined } from '@ant-design/icons';
import { SelectOnDemand as Select } from '../../../components/controls/SelectOnDemand';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/preferences';
import { useChannelLabel, useDeliveryText } from '../channel-text';
import styles from './Shipping.module.css';
import type { ShippingQuote } from './use-shipping-quote';

/** 'Shipping to' and 'Shipping method' selects of a quote; `prefix` keeps test ids apart. */
export function QuoteFields({ quote, prefix }: { quote: ShippingQuote; prefix: string }) {
  const { t } = useTranslation('catalogue');
  const label = useChannelLabel();
  return (
    <>
      <label className={styles.field}>
        <span className={styles.label}>{t('shipping.shipTo')}</span>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={quote.country}
          loading={quote.countriesLoading}
          onChange={quote.setCountry}
          options={quote.countries.map((c) => ({ value: c.code, label: c.name }))}
          popupMatchSelectWidth={false}
          className={styles.select}
          data-testid={`${prefix}-ship-to`}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('shipping.method')}</span>
        <Select
          value={quote.channel?.channelCode}
          onChange={quote.setChannel}
          options={quote.channels.map((c) => ({ value: c.channelCode, label: label(c) }))}
          placeholder={quote.loading ? <LoadingOutlined /> : t('shipping.noMethod')}
          disabled={quote.channels.length === 0}
          popupMatchSelectWidth={false}
          className={styles.select}
          data-testid={`${prefix}-method`}
        />
      </label>
    </>
  );
}

/** Cost and estimated delivery of the chosen channel, or why there is none. */
export function QuoteResult({ quote, prefix, empty }: { quote: ShippingQuote; prefix: string; empty: string }) {
  const { t } = useTranslation('catalogue');
  const money = useMoney();
  const days = useDeliveryText();
  if (quote.refusal !== null) {
    return (
      <div className={styles.refusal} role="alert" data-testid={`${prefix}-refusal`}>
        {quote.refusal || t('messages:errors.logisticsError')}
      </div>
    );
  }
  if (!quote.channel) return <div className={styles.mutedLine}>{quote.loading ? <LoadingOutlined /> : empty}</div>;
  return (
    <div className={`${styles.result} ${quote.loading ? styles.stale : ''}`}>
      <span>
        {t('shipping.cost')}: <strong data-testid={`${prefix}-cost`}>{money(quote.channel.estimatedFreight)}</strong>
      </span>
      <span>
        {t('shipping.delivery')}: <strong data-testid={`${prefix}-days`}>{days(quote.channel.deliveryTime)}</strong>
      </span>
    </div>
  );
}
