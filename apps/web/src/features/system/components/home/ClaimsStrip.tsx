import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/preferences';
import styles from './home.module.css';

/** The product's headline claims (spec 1), the price in the chosen display currency. */
export function ClaimsStrip() {
  const { t } = useTranslation();
  const money = useMoney();
  const claims = [
    { value: money(199), label: t('home.claims.priceLabel') },
    { value: t('home.claims.newValue'), label: t('home.claims.newLabel') },
    { value: t('home.claims.feesValue'), label: t('home.claims.feesLabel') },
    { value: t('home.claims.warehousesValue'), label: t('home.claims.warehousesLabel') },
    { value: t('home.claims.deliveryValue'), label: t('home.claims.deliveryLabel') },
  ];
  return (
    <section className={styles.claims}>
      <dl className={`${styles.wrap} ${styles.claimsGrid}`}>
        {claims.map((claim) => (
          <div key={claim.label} className={styles.claim}>
            <dt className={styles.claimLabel}>{claim.label}</dt>
            <dd className={styles.claimValue}>{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
