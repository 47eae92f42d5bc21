import type { PaymentOrder } from '@threadway/contracts';
import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannelLabel } from '../../logistics/channel-text';
import panel from '../../../components/Panel.module.css';
import styles from './Panel.module.css';

interface Props {
  logistics: PaymentOrder['logistics'];
  changing: boolean;
  onChange: (warehouse: PaymentOrder['logistics'][number], channelCode: string) => void;
}

/** One delivery block per warehouse: the country and the chosen channel 'agingGrade (deliveryTime, $freight)', changeable (spec 2.4). */
export function DeliveryBlocks({ logistics, changing, onChange }: Props) {
  const { t } = useTranslation('payments');
  const channelLabel = useChannelLabel();
  const id = useId();
  return (
    <section className={panel.panel} data-testid="delivery">
      <h2 id={`${id}-title`}>{t('delivery.title')}</h2>
      {logistics.map((entry) => (
        <div key={entry.kkOrderId} className={styles.wrap} data-testid="delivery-block" data-warehouse={entry.warehouseCode}>
          <strong id={`${id}-${entry.kkOrderId}`}>{t('delivery.shipsFrom', { country: entry.countryName })}</strong>
          <Select
            aria-labelledby={`${id}-title ${id}-${entry.kkOrderId}`}
            value={entry.channelCode}
            loading={changing}
            disabled={changing || entry.channelList.length === 0}
            onChange={(code: string) => onChange(entry, code)}
            popupMatchSelectWidth={false}
            style={{ minWidth: 260 }}
            data-testid="delivery-channel"
            options={entry.channelList.map((c) => ({
              value: c.channelCode,
              label: channelLabel(c),
            }))}
          />
        </div>
      ))}
    </section>
  );
}
