import { thumbnailUrl, type OrderLine } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import { optionText } from '../model/options';
import styles from './LinePreview.module.css';

/** One order line: picture, name, colour/size, SKU and quantity. */
export function LinePreview({ line }: { line: OrderLine }) {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.line}>
      {line.imageUrl ? <img className={styles.image} src={thumbnailUrl(line.imageUrl)} alt="" loading="lazy" /> : <div className={styles.image} />}
      <div className={styles.text}>
        <div className={styles.name} title={line.productName}>
          {line.productName}
        </div>
        <div className={styles.muted}>
          {[optionText(line.option1), optionText(line.option2)].filter(Boolean).join(' / ')} · <bdi dir="ltr">{line.skuCode}</bdi>
        </div>
        <div className={styles.muted}>{t('lines.quantity', { count: line.quantity })}</div>
      </div>
    </div>
  );
}
