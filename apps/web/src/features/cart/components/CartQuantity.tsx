import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { clampCartQuantity } from '@threadway/contracts';
import { App, Button, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';

interface Props {
  value: number;
  stock: number;
  onChange: (num: number) => void;
}

/** Quantity stepper of a cart item: from 1 up to the stock; going over stops at the stock with 'max stock' (spec 5). */
export function CartQuantity({ value, stock, onChange }: Props) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  const set = (wanted: number) => {
    const { num, capped } = clampCartQuantity(wanted, stock);
    if (capped) void message.warning({ content: t('messages:cart.maxStock', { stock: num }), key: 'cart-max-stock' });
    if (num !== value) onChange(num);
  };
  return (
    <Space.Compact className={styles.stepper}>
      <Button size="small" icon={<MinusOutlined />} aria-label={t('item.less')} disabled={value <= 1} onClick={() => set(value - 1)} data-testid="cart-minus" />
      <InputNumber
        size="small"
        className={styles.quantityInput}
        value={value}
        min={1}
        precision={0}
        controls={false}
        aria-label={t('item.quantity')}
        onChange={(v) => v !== null && set(v)}
        data-testid="cart-quantity"
      />
      <Button size="small" icon={<PlusOutlined />} aria-label={t('item.more')} onClick={() => set(value + 1)} data-testid="cart-plus" />
    </Space.Compact>
  );
}
