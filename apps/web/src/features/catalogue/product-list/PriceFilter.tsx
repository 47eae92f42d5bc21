import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { validPriceRange } from './list-query';
import styles from './ProductList.module.css';

interface Props {
  min: string | null;
  max: string | null;
  onApply: (min: string | null, max: string | null) => void;
}

const asText = (value: number | null) => (value === null ? null : String(value));

/** Price range in the display currency; the end must exceed the start (spec 5). */
export function PriceFilter({ min, max, onApply }: Props) {
  const { t } = useTranslation('catalogue');
  const { currencySymbol } = usePreferences();
  const [from, setFrom] = useState<number | null>(min === null ? null : Number(min));
  const [to, setTo] = useState<number | null>(max === null ? null : Number(max));
  const [error, setError] = useState(false);

  const apply = () => {
    const ok = validPriceRange(asText(from), asText(to));
    setError(!ok);
    if (ok) onApply(asText(from), asText(to));
  };
  const number = (value: number | null, set: (v: number | null) => void, placeholder: string, testId: string) => (
    <InputNumber
      value={value}
      min={0}
      max={9_999_999}
      precision={2}
      prefix={currencySymbol}
      placeholder={placeholder}
      aria-label={placeholder}
      className={styles.rangeInput}
      status={error ? 'error' : undefined}
      onChange={(v) => (set(v), setError(false))}
      onPressEnter={apply}
      data-testid={testId}
    />
  );

  return (
    <div>
      <Space.Compact block>
        {number(from, setFrom, t('list.min'), 'price-min')}
        {number(to, setTo, t('list.max'), 'price-max')}
        <Button onClick={apply} data-testid="price-apply">
          {t('list.apply')}
        </Button>
      </Space.Compact>
      {error && (
        <div className={styles.fieldError} role="alert" data-testid="price-error">
          {t('messages:validation.rangeEnd')}
        </div>
      )}
    </div>
  );
}
