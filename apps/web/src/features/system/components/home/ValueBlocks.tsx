import { ApiOutlined, BgColorsOutlined, GlobalOutlined, SkinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const BLOCKS = [
  { key: 'wholesale', icon: <SkinOutlined /> },
  { key: 'dropshipping', icon: <ApiOutlined /> },
  { key: 'customization', icon: <BgColorsOutlined /> },
  { key: 'shipping', icon: <GlobalOutlined /> },
] as const;

/** The four services of the home page (spec 2.3). */
export function ValueBlocks() {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <div className={styles.wrap}>
        <header className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{t('home.values.title')}</h2>
          <p className={styles.sectionLead}>{t('home.values.lead')}</p>
        </header>
        <div className={styles.valueGrid}>
          {BLOCKS.map((block) => (
            <article key={block.key} className={styles.valueCard}>
              <span className={styles.valueIcon}>{block.icon}</span>
              <h3 className={styles.valueTitle}>{t(`home.values.${block.key}.title`)}</h3>
              <p className={styles.valueText}>{t(`home.values.${block.key}.text`)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
