import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../../components/controls/Controls.module.css';
import { clampQuantity } from './selection';
import styles from './ProductDetail.module.css';

interface Props {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Counting packs rather than pieces. */
  packs: boolean;
}

/**
 * Quantity from 1 up to the stock; going over stops at the stock with 'max stock' (spec 5).
 * A native number input between Ant Design's buttons (its InputNumber would not fit the page's first-load budget).
 */
export function QuantityStepper({ value, max, onChange, packs }: Props) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  // What is typed, kept while it is not a number yet (an emptied field), as Ant Design's InputNumber kept it.
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const set = (wanted: number) => {
    const { quantity, clamped } = clampQuantity(wanted, max);
    if (clamped) void message.warning({ content: t('detail.maxStock', { count: max }), key: 'max-stock' });
    onChange(quantity);
    return quantity;
  };
  const type = (raw: string) => {
    setText(raw);
    const wanted = raw.trim() === '' ? NaN : Math.round(Number(raw));
    if (!Number.isFinite(wanted)) return;
    const quantity = set(wanted);
    if (quantity !== wanted) setText(String(quantity));
  };
  const disabled = max === 0;
  const label = t(packs ? 'detail.packQuantity' : 'detail.quantity');
  return (
    <div className={styles.option}>
      <div className={styles.optionLabel}>{label}</div>
      <div className={styles.quantityRow}>
        <div className={controls.compact} style={{ width: 'auto' }}>
          <Button icon={<MinusOutlined />} aria-label={t('detail.less')} disabled={disabled || value <= 1} onClick={() => set(value - 1)} data-testid="quantity-minus" />
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={`${controls.input} ${styles.quantityInput}`}
            value={text}
            disabled={disabled}
            aria-label={label}
            onChange={(e) => type(e.target.value)}
            onBlur={() => setText(String(value))}
            data-testid="quantity"
          />
          <Button icon={<PlusOutlined />} aria-label={t('detail.more')} disabled={disabled} onClick={() => set(value + 1)} data-testid="quantity-plus" />
        </div>
        <span className={styles.muted} data-testid="quantity-max">
          {disabled ? t('messages:errors.outOfStock') : t(packs ? 'detail.packsAvailable' : 'detail.available', { count: max })}
        </span>
      </div>
    </div>
  );
}
