import { Suspense, useState, type ReactNode } from 'react';
import styles from './BagControls.module.css';

interface Props {
  label: ReactNode;
  children: ReactNode;
  small?: boolean;
  'data-testid'?: string;
}

/**
 * One panel of Ant Design's Collapse as a native `<details>` (decision 0034): the browser gives
 * the toggle, keyboard and accessible state. As Collapse, the content is drawn when first opened;
 * content fetched then (a lazy component) waits inside the panel, not the page.
 */
export function Disclosure({ label, children, small, 'data-testid': testId }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={`${styles.disclosure} ${small ? styles.disclosureSmall : ''}`} onToggle={(e) => e.currentTarget.open && setOpened(true)} data-testid={testId}>
      <summary>{label}</summary>
      <div className={styles.disclosureBody}>{opened && <Suspense fallback={null}>{children}</Suspense>}</div>
    </details>
  );
}

/** Several Disclosures drawn as one bordered accordion, as Collapse with several items. */
export function DisclosureGroup({ children }: { children: ReactNode }) {
  return <div className={styles.disclosureGroup}>{children}</div>;
}
