import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const STEPS = ['connect', 'list', 'ship'] as const;

/** Dropshipping in three steps: connect a store, list in one click, we ship. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className={`${styles.section} ${styles.sectionAlt}`}>
      <div className={styles.wrap}>
        <header className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{t('home.steps.title')}</h2>
          <p className={styles.sectionLead}>{t('home.steps.lead')}</p>
        </header>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              <h3 className={styles.valueTitle}>{t(`home.steps.${step}.title`)}</h3>
              <p className={styles.valueText}>{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
