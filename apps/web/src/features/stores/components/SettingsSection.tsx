import type { ReactNode } from 'react';
import panel from '../../../components/Panel.module.css';
import styles from './Stores.module.css';

/** One titled block of the store settings (spec 2.4 lists them). */
export function SettingsSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className={`${panel.panel} ${styles.section}`}>
      <h2>{title}</h2>
      {hint && <p className={panel.muted}>{hint}</p>}
      {children}
    </section>
  );
}
