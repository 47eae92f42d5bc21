import controls from '../../../components/controls/Controls.module.css';

export { readNumber } from './read-number';

interface Props {
  value: string;
  onChange: (text: string) => void;
  onEnter: () => void;
  label: string;
  precision: number;
  prefix?: string;
  error?: boolean;
  'data-testid'?: string;
}

/** A native number input drawn like Ant Design's InputNumber (with its prefix), in a compact group. */
export function NumberField({ value, onChange, onEnter, label, precision, prefix, error, 'data-testid': testId }: Props) {
  const input = (
    <input
      type="number"
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      min={0}
      step={precision > 0 ? 10 ** -precision : 1}
      value={value}
      placeholder={label}
      aria-label={label}
      aria-invalid={error || undefined}
      className={prefix ? undefined : `${controls.input} ${controls.grow} ${error ? controls.error : ''}`}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && onEnter()}
      data-testid={testId}
    />
  );
  if (!prefix) return input;
  return (
    <span className={`${controls.affix} ${controls.grow} ${error ? controls.error : ''}`}>
      <span className={controls.prefix} aria-hidden="true">
        {prefix}
      </span>
      {input}
    </span>
  );
}
