import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannelLabel } from '../../logistics/channel-text';
import type { DeliveryOption } from '../model/delivery';
import panel from '../../../components/Panel.module.css';
import controls from '../../../components/controls/Controls.module.css';
import { Notice } from '../../../components/controls/Notice';
import { LineSkeleton } from '../../../components/controls/Skeleton';
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
  // Native radios (decision 0034): one name per group gives the arrow keys between them.
  const radioName = useId();
  return (
    <section className={panel.panel} data-testid="delivery-method">
      <h2>{t('delivery.title')}</h2>
      {warehouseName && <p className={panel.muted}>{t('delivery.warehouse', { name: warehouseName })}</p>}
      {waitingForAddress ? (
        <p className={panel.muted}>{t('delivery.needAddress')}</p>
      ) : !warehouseName ? (
        <p className={panel.muted}>{t('checks.product')}</p>
      ) : options === undefined ? (
        <LineSkeleton rows={2} />
      ) : options === null || options.length === 0 ? (
        <Notice type="error" title={t('delivery.error')} description={t('delivery.errorTip')} data-testid="logistics-error" />
      ) : (
        <div role="radiogroup" aria-label={t('delivery.title')} className={styles.radios}>
          {options.map((option) => (
            <label key={option.agingGrade} className={controls.check}>
              <input type="radio" name={radioName} checked={option.agingGrade === value?.agingGrade} onChange={() => onChange(option)} />
              {label(option)}
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
