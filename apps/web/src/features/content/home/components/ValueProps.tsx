import { ApiOutlined, BgColorsOutlined, GlobalOutlined, SkinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

/** The four promises of the home (spec 2.3); the marketing home says the same, in the same words. */
const PROPS = [
  { key: 'wholesale', icon: <SkinOutlined /> },
  { key: 'dropshipping', icon: <ApiOutlined /> },
  { key: 'customization', icon: <BgColorsOutlined /> },
  { key: 'shipping', icon: <GlobalOutlined /> },
] as const;

export function ValueProps() {
  const { t } = useTranslation();
  return (
    <section className={styles.props} data-testid="home-value-props">
      {PROPS.map((prop) => (
        <article key={prop.key} className={styles.prop}>
          <span className={styles.propIcon}>{prop.icon}</span>
          <div>
            <h3 className={styles.propTitle}>{t(`home.values.${prop.key}.title`)}</h3>
            <p className={styles.propText}>{t(`home.values.${prop.key}.text`)}</p>
          </div>
        </article>
      ))}
    </section>
  );
}
