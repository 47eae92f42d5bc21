import { useTranslation } from 'react-i18next';
import styles from './ProductDetail.module.css';

/** A pack holds every size of the colour, `perSize` pieces each (spec 5). */
export function PackContents({ sizes, perSize }: { sizes: readonly { size: string; available: boolean }[]; perSize: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.option} data-testid="pack-contents">
      <div className={styles.optionLabel}>{t('detail.packContents', { count: perSize })}</div>
      <div className={styles.sizes}>
        {sizes.map(({ size, available }) => (
          <span key={size} className={`${styles.packSize} ${available ? '' : styles.packSizeOut}`}>
            {size} × {perSize}
          </span>
        ))}
      </div>
    </div>
  );
}
