import { Alert, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChannelLabel } from '../../logistics/channel-text';
import type { DeliveryOption } from '../model/delivery';
import panel from '../../../components/Panel.module.css';
import styles from './Panel.module.css';

interface Props {
  /** The warehouse the order ships from. */
  warehouseName: string | null;
  /** Null: logistics error; undefined: loading. */
  options: DeliveryOption[] | null | undefined;
  value: DeliveryOption | undefined;
  onChange: (option: DeliveryOption) => void;
  waitingForAddress: boolean;
}

/** Delivery Method: the warehouse, then one radio per grade as 'agingGrade (deliveryTime, $freight)' (spec 2.4). */
export function DeliveryMethod({ warehouseName, options, value, onChange, waitingForAddress }: Props) {
  const { t } = useTranslation('checkout');
  const label = useChannelLabel();
  return (
    <section className={panel.panel} data-testid="delivery-method">
      <h2>{t('delivery.title')}</h2>
      {warehouseName && <p className={panel.muted}>{t('delivery.warehouse', { name: warehouseName })}</p>}
      {waitingForAddress ? (
        <p className={panel.muted}>{t('delivery.needAddress')}</p>
      ) : !warehouseName ? (
        <p className={panel.muted}>{t('checks.product')}</p>
      ) : options === undefined ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : options === null || options.length === 0 ? (
        <Alert type="error" showIcon title={t('delivery.error')} description={t('delivery.errorTip')} data-testid="logistics-error" />
      ) : (
        <Radio.Group value={value?.agingGrade} onChange={(e) => onChange(options.find((o) => o.agingGrade === e.target.value)!)} className={styles.radios}>
          {options.map((option) => (
            <Radio key={option.agingGrade} value={option.agingGrade}>
              {label(option)}
            </Radio>
          ))}
        </Radio.Group>
      )}
    </section>
  );
}
