import { useTranslation } from 'react-i18next';
import type { Address } from '../api/addresses';
import styles from './AddressLines.module.css';

/** An address as the bag and the address book show it (spec 2.4 Shipping Address). */
export function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation('addresses');
  const place = [address.city, address.province, address.countryName, address.zipCode].filter(Boolean).join(', ');
  return (
    <div className={styles.lines}>
      <div className={styles.name}>
        <strong>{address.fullName}</strong>
        <span>{address.phoneNumber}</span>
      </div>
      <div>{address.streetAddressLine1}</div>
      {address.streetAddressLine2 && <div>{address.streetAddressLine2}</div>}
      <div>{place}</div>
      {address.vatCode && <div>{t('lines.vat', { vat: address.vatCode })}</div>}
      {address.ioss && <div>{t('lines.ioss', { ioss: address.ioss })}</div>}
    </div>
  );
}
