import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from './selection';
import styles from './ProductDetail.module.css';

interface Props {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Counting packs rather than pieces. */
  packs: boolean;
}

/** Quantity from 1 up to the stock; going over stops at the stock with 'max stock' (spec 5). */
export function QuantityStepper({ value, max, onChange, packs }: Props) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const set = (wanted: number | null) => {
    const { quantity, clamped } = clampQuantity(wanted ?? 1, max);
    if (clamped) void message.warning({ content: t('detail.maxStock', { count: max }), key: 'max-stock' });
    onChange(quantity);
  };
  const disabled = max === 0;
  return (
    <div className={styles.option}>
      <div className={styles.optionLabel}>{t(packs ? 'detail.packQuantity' : 'detail.quantity')}</div>
      <div className={styles.quantityRow}>
        <Space.Compact>
          <Button icon={<MinusOutlined />} aria-label={t('detail.less')} disabled={disabled || value <= 1} onClick={() => set(value - 1)} data-testid="quantity-minus" />
          <InputNumber
            className={styles.quantityInput}
            value={value}
            min={1}
            precision={0}
            controls={false}
            disabled={disabled}
            aria-label={t(packs ? 'detail.packQuantity' : 'detail.quantity')}
            onChange={(v) => v !== null && set(v)}
            data-testid="quantity"
          />
          <Button icon={<PlusOutlined />} aria-label={t('detail.more')} disabled={disabled} onClick={() => set(value + 1)} data-testid="quantity-plus" />
        </Space.Compact>
        <span className={styles.muted} data-testid="quantity-max">
          {disabled ? t('messages:errors.outOfStock') : t(packs ? 'detail.packsAvailable' : 'detail.available', { count: max })}
        </span>
      </div>
    </div>
  );
}
