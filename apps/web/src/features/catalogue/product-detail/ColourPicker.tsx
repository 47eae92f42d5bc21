import type { ProductDetail } from '@threadway/contracts';
import { CssTooltip } from '../../../components/controls/CssTooltip';
import { useTranslation } from 'react-i18next';
import styles from './ProductDetail.module.css';

interface Props {
  colours: ProductDetail['colours'];
  value: string | null;
  onChange: (colour: string) => void;
}

/** Colour swatches: the colour's picture when it has one, else its hex dot. */
export function ColourPicker({ colours, value, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.option}>
      <div className={styles.optionLabel}>
        <span>
          {t('detail.colour')}: <strong data-testid="chosen-colour">{value}</strong>
        </span>
      </div>
      <div className={styles.swatches} role="radiogroup" aria-label={t('detail.colour')}>
        {colours.map((colour) => (
          <CssTooltip key={colour.name} title={colour.name}>
            <button
              type="button"
              role="radio"
              aria-checked={colour.name === value}
              aria-label={colour.name}
              className={`${styles.swatch} ${colour.name === value ? styles.swatchActive : ''}`}
              onClick={() => onChange(colour.name)}
              data-testid="colour-option"
              data-colour={colour.name}
            >
              {colour.imageUrl ? (
                <img src={colour.imageUrl} alt="" width={44} height={52} loading="lazy" />
              ) : (
                <span className={styles.dot} style={{ background: colour.hex ?? '#e5e7eb' }} />
              )}
            </button>
          </CssTooltip>
        ))}
      </div>
    </div>
  );
}
