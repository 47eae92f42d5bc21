import { useTranslation } from 'react-i18next';
import styles from './ProductDetail.module.css';

interface Props {
  warehouses: readonly { warehouseCode: string; stock: number }[];
  value: string | null;
  onChange: (warehouseCode: string) => void;
  /** True for pack products: stock is counted in packs. */
  packs: boolean;
}

/** Ship from: one button per warehouse holding the product, with the stock of the current choice there. */
export function WarehousePicker({ warehouses, value, onChange, packs }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.option}>
      <div className={styles.optionLabel}>{t('detail.shipFrom')}</div>
      <div className={styles.warehouses} role="radiogroup" aria-label={t('detail.shipFrom')}>
        {warehouses.map((w) => (
          <button
            key={w.warehouseCode}
            type="button"
            role="radio"
            aria-checked={w.warehouseCode === value}
            className={`${styles.warehouse} ${w.warehouseCode === value ? styles.warehouseActive : ''} ${w.stock === 0 ? styles.warehouseEmpty : ''}`}
            onClick={() => onChange(w.warehouseCode)}
            data-testid="warehouse-option"
            data-warehouse={w.warehouseCode}
          >
            <span className={styles.warehouseName}>{t(`detail.warehouse.${w.warehouseCode}`, { defaultValue: w.warehouseCode })}</span>
            <span className={styles.warehouseStock} data-testid="warehouse-stock">
              {w.stock === 0 ? t('detail.outOfStock') : t(packs ? 'detail.packsInStock' : 'detail.inStock', { count: w.stock })}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
