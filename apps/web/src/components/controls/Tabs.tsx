import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Controls.module.css';

interface Props<K extends string> {
  tabs: readonly { key: K; label: ReactNode }[];
  active: K;
  onChange: (key: K) => void;
  /** The active tab's content. */
  children: ReactNode;
}

/**
 * Tabs of plain buttons drawn like Ant Design's Tabs (the ink bar in CSS), whose code (with the menu
 * it brings for tabs that overflow) would not fit the first-load budget (decision 0034). Arrow keys,
 * Home and End move between them as the WAI-ARIA tabs pattern has it, mirrored right to left.
 */
export function Tabs<K extends string>({ tabs, active, onChange, children }: Props<K>) {
  const id = useId();
  const keys = tabs.map((tab) => tab.key);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -keys.length, End: keys.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const next = keys[Math.min(keys.length - 1, Math.max(0, keys.indexOf(active) + step * rtl))]!;
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" className={styles.tabList} onKeyDown={move}>
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={key === active}
            aria-controls={`${id}-panel`}
            tabIndex={key === active ? 0 : -1}
            className={`${styles.tab} ${key === active ? styles.tabActive : ''}`}
            onClick={() => onChange(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} tabIndex={0} className={styles.tabPanel}>
        {children}
      </div>
    </>
  );
}
