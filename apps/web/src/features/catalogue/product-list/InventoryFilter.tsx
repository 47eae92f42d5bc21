import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProductList.module.css';

/** Only products holding at least this many pieces. */
export function InventoryFilter({ value, onApply }: { value: number | null; onApply: (value: number | null) => void }) {
  const { t } = useTranslation('catalogue');
  const [pieces, setPieces] = useState<number | null>(value);
  return (
    <Space.Compact block>
      <InputNumber
        value={pieces}
        min={0}
        max={10_000_000}
        precision={0}
        placeholder={t('list.inventoryPlaceholder')}
        aria-label={t('list.inventoryPlaceholder')}
        className={styles.rangeInput}
        onChange={setPieces}
        onPressEnter={() => onApply(pieces)}
        data-testid="inventory-min"
      />
      <Button onClick={() => onApply(pieces)} data-testid="inventory-apply">
        {t('list.apply')}
      </Button>
    </Space.Compact>
  );
}
