import { Alert, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/preferences';
import type { CreditInfo } from '../api/billing';
import styles from '../BillingPage.module.css';

/** Spec 4's pay-later statuses as the payment page words them; anything else has not applied. */
const STATUS_LABEL: Record<string, { key: string; colour: string }> = {
  approved: { key: 'approved', colour: 'green' },
  pending: { key: 'pending', colour: 'gold' },
  'manual review': { key: 'pending', colour: 'gold' },
  declined: { key: 'declined', colour: 'red' },
};

/** The credit line: limit, available credit, unpaid bills and the provider's status. */
export function CreditSummary({ credit }: { credit: CreditInfo | undefined }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  if (!credit) return <Skeleton active paragraph={{ rows: 1 }} />;
  const status = (credit.status && STATUS_LABEL[credit.status]) || { key: 'none', colour: 'default' };
  const figures = [
    { key: 'limit', value: credit.creditLimit },
    { key: 'available', value: credit.availableCredit },
    { key: 'unpaid', value: credit.unpaidAmount },
  ];
  return (
    <section className={styles.credit} aria-label={t('credit.title')}>
      <div className={styles.creditHead}>
        <h2 className={styles.creditTitle}>{t('credit.title')}</h2>
        <Tag color={status.colour} data-testid="credit-status">
          {t(`credit.status.${status.key}`)}
        </Tag>
      </div>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt>{t(`credit.${figure.key}`)}</dt>
            <dd data-testid={`credit-${figure.key}`}>{money(figure.value)}</dd>
          </div>
        ))}
      </dl>
      {status.key === 'none' && <Alert type="info" showIcon title={t('credit.applyHint')} />}
      <p className={styles.muted}>{t('credit.terms')}</p>
    </section>
  );
}
