import type { PaymentOrder } from '@threadway/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import panel from '../../../components/Panel.module.css';
import styles from './Panel.module.css';

/** The Shipping Address box: the address the orders ship to, with Edit (or Add when there is none). */
export function AddressPanel({ address, onEdit }: { address: PaymentOrder['address'] | null; onEdit: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <section className={panel.panel} data-testid="payment-address">
      <div className={styles.row}>
        <h2>{t('address.title')}</h2>
        <Button type="link" onClick={onEdit} data-testid="edit-address">
          {t(address ? 'address.edit' : 'address.add')}
        </Button>
      </div>
      {address ? (
        <div>
          <div>
            <strong>{address.recipient}</strong> {address.phone}
          </div>
          <div>{[address.street1, address.street2].filter(Boolean).join(', ')}</div>
          <div>{[address.city, address.province, address.zip, address.country].filter(Boolean).join(', ')}</div>
        </div>
      ) : (
        <p className={panel.muted}>{t('address.none')}</p>
      )}
    </section>
  );
}
