import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../../components/controls/Controls.module.css';
import { usePreferences } from '../../../lib/preferences';
import { validPriceRange } from './list-query';
import { NumberField, readNumber } from './NumberField';
import styles from './ProductList.module.css';

interface Props {
  min: string | null;
  max: string | null;
  onApply: (min: string | null, max: string | null) => void;
}

const PRICE = { min: 0, max: 9_999_999, precision: 2 };
const asText = (value: number | null) => (value === null ? null : String(value));

/** Price range in the display currency; the end must exceed the start (spec 5). */
export function PriceFilter({ min, max, onApply }: Props) {
  const { t } = useTranslation('catalogue');
  const { currencySymbol } = usePreferences();
  const [from, setFrom] = useState(min ?? '');
  const [to, setTo] = useState(max ?? '');
  const [error, setError] = useState(false);

  const apply = () => {
    const start = asText(readNumber(from, PRICE));
    const end = asText(readNumber(to, PRICE));
    const ok = validPriceRange(start, end);
    setError(!ok);
    if (ok) onApply(start, end);
  };
  const number = (value: string, set: (v: string) => void, placeholder: string, testId: string) => (
    <NumberField value={value} onChange={(v) => (set(v), setError(false))} onEnter={apply} label={placeholder} precision={PRICE.precision} prefix={currencySymbol} error={error} data-testid={testId} />
  );

  return (
    <div>
      <div className={controls.compact}>
        {number(from, setFrom, t('list.min'), 'price-min')}
        {number(to, setTo, t('list.max'), 'price-max')}
        <Button onClick={apply} data-testid="price-apply">
          {t('list.apply')}
        </Button>
      </div>
      {error && (
        <div className={styles.fieldError} role="alert" data-testid="price-error">
          {t('messages:validation.rangeEnd')}
        </div>
      )}
    </div>
  );
}
