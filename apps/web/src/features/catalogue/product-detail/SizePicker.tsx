import { Button } from 'antd';
import { CssTooltip } from '../../../components/controls/CssTooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProductDetail.module.css';

interface Props {
  sizes: readonly { size: string; available: boolean }[];
  value: string | null;
  onChange: (size: string) => void;
  /** Size guide and 'view all variants' links beside the label. */
  links: ReactNode;
}

/** Sizes in the spec's order; a size the warehouse cannot supply is disabled with 'Out of Stock'. */
export function SizePicker({ sizes, value, onChange, links }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.option}>
      <div className={styles.optionLabel}>
        <span>
          {t('detail.size')}: <strong data-testid="chosen-size">{value ?? '—'}</strong>
        </span>
        <span className={styles.optionLinks}>{links}</span>
      </div>
      <div className={styles.sizes} role="radiogroup" aria-label={t('detail.size')}>
        {sizes.map(({ size, available }) => {
          const button = (
            <Button
              key={size}
              role="radio"
              aria-checked={size === value}
              disabled={!available}
              type={size === value ? 'primary' : 'default'}
              className={styles.sizeButton}
              onClick={() => onChange(size)}
              data-testid="size-option"
              data-size={size}
              data-available={available}
            >
              {size}
            </Button>
          );
          return available ? (
            button
          ) : (
            <CssTooltip key={size} title={t('detail.outOfStock')}>
              <span className={styles.disabledWrap}>{button}</span>
            </CssTooltip>
          );
        })}
      </div>
    </div>
  );
}
