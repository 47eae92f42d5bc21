import type { SelectProps } from 'antd';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import styles from './Controls.module.css';

const loadSelect = () => import('antd/es/select');
// The generic Select, typed for string values as this stand-in takes them.
const Select = lazy(loadSelect) as unknown as React.ComponentType<SelectProps<string>>;

type Props = Omit<SelectProps<string>, 'options' | 'placeholder'> & {
  options: { value: string; label: string }[];
  placeholder?: ReactNode;
  'data-testid'?: string;
};

/**
 * Ant Design's Select, its code (about 25 KB with its popup engine) fetched when the field is first
 * pointed at or focused: until it is opened, a button drawn like the closed select shows the chosen
 * option. A click (or Enter, Space, arrow down) puts the real select in its place, open and focused.
 * The button stays in place until the click is over, so the click is never lost to the swap.
 */
export function SelectOnDemand(props: Props) {
  const [opened, setOpened] = useState(false);
  const chosen = props.options.find((o) => o.value === props.value);
  const preload = () => void loadSelect();
  const trigger = (
    <button
      type="button"
      className={`${styles.select} ${styles.selectTrigger} ${props.className ?? ''}`}
      disabled={props.disabled}
      aria-haspopup="listbox"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened(true)}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown') return;
        e.preventDefault();
        setOpened(true);
      }}
      data-testid={props['data-testid']}
    >
      {chosen ? chosen.label : <span className={styles.placeholder}>{props.placeholder}</span>}
    </button>
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Select {...props} defaultOpen autoFocus />
    </Suspense>
  );
}
