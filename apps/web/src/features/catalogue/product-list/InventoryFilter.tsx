import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../../components/controls/Controls.module.css';
import { NumberField, readNumber } from './NumberField';

const PIECES = { min: 0, max: 10_000_000, precision: 0 };

/** Only products holding at least this many pieces. */
export function InventoryFilter({ value, onApply }: { value: number | null; onApply: (value: number | null) => void }) {
  const { t } = useTranslation('catalogue');
  const [pieces, setPieces] = useState(value === null ? '' : String(value));
  const apply = () => onApply(readNumber(pieces, PIECES));
  return (
    <div className={controls.compact}>
      <NumberField value={pieces} onChange={setPieces} onEnter={apply} label={t('list.inventoryPlaceholder')} precision={PIECES.precision} data-testid="inventory-min" />
      <Button onClick={apply} data-testid="inventory-apply">
        {t('list.apply')}
      </Button>
    </div>
  );
}
