import type { SelectProps } from 'antd';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import styles from './Controls.module.css';

// The generic Select, typed for string values as this stand-in takes them.
const Select = lazy(() => import('antd/es/select')) as unknown as React.ComponentType<SelectProps<string>>;

type Props = Omit<SelectProps<string>, 'options' | 'placeholder'> & {
  options: { value: string; label: string }[];
  placeholder?: ReactNode;
  'data-testid'?: string;
};

/**
 * Ant Design's Select, its code (about 25 KB with its popup engine) fetched the first time the
 * field is pointed at, pressed or focused: until then a button drawn like the closed select shows
 * the chosen option. Pressing it opens the real select's list at once.
 */
export function SelectOnDemand(props: Props) {
  const [wanted, setWanted] = useState<'focus' | 'open' | null>(null);
  const chosen = props.options.find((o) => o.value === props.value);
  const trigger = (
    <button
      type="button"
      className={`${styles.select} ${styles.selectTrigger} ${props.className ?? ''}`}
      disabled={props.disabled}
      aria-haspopup="listbox"
      aria-expanded={false}
      onPointerEnter={() => setWanted((w) => w ?? 'focus')}
      onPointerDown={() => setWanted('open')}
      onFocus={() => setWanted((w) => w ?? 'focus')}
      onClick={() => setWanted('open')}
      data-testid={props['data-testid']}
    >
      {chosen ? chosen.label : <span className={styles.placeholder}>{props.placeholder}</span>}
    </button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Select {...props} defaultOpen={wanted === 'open'} autoFocus={wanted === 'open' || document.activeElement?.getAttribute('data-testid') === props['data-testid']} />
    </Suspense>
  );
}
