import { useTranslation } from 'react-i18next';
import { Disclosure, DisclosureGroup } from '../../../components/controls/Disclosure';
import styles from './CheckoutHelp.module.css';

/** Payment methods accepted (spec 2.4 payment icons); drawn as labelled badges. */
const PAYMENT_BADGES = ['Visa', 'Mastercard', 'American Express', 'PayPal', 'Apple Pay'] as const;
const FAQ = ['howToReturn', 'returnIssues', 'wrongReceipt'] as const;

/** Below the amount box: accepted payments, the returns notice and the Common Problem accordion (spec 2.4). */
export function CheckoutHelp() {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.help}>
      <ul className={styles.badges} aria-label={t('help.payments')}>
        {PAYMENT_BADGES.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p className={styles.notice} data-testid="returns-notice">
        {t('help.returnsNotice')}
      </p>
      <h2>{t('help.faqTitle')}</h2>
      <DisclosureGroup>
        {FAQ.map((key) => (
          <Disclosure key={key} small label={t(`help.faq.${key}.q`)}>
            <p>{t(`help.faq.${key}.a`)}</p>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  );
}
