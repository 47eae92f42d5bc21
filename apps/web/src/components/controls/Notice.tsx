import type { ReactNode } from 'react';
import styles from './BagControls.module.css';

/** The four kinds of Ant Design's Alert, with their colours and icon. */
export type NoticeType = 'info' | 'success' | 'warning' | 'error';

const GLYPH: Record<NoticeType, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

interface Props {
  type: NoticeType;
  title: ReactNode;
  description?: ReactNode;
  /** A button at the end, as Alert's `action`. */
  action?: ReactNode;
  'data-testid'?: string;
}

/**
 * Ant Design's `<Alert showIcon>` drawn without its code (decision 0034): a tinted box with a
 * round icon, the title, an optional description and action. Errors and warnings are announced
 * (role alert), as Alert does.
 */
export function Notice({ type, title, description, action, 'data-testid': testId }: Props) {
  return (
    <div role={type === 'error' || type === 'warning' ? 'alert' : 'status'} className={`${styles.notice} ${styles[`notice-${type}`]}`} data-testid={testId}>
      <span className={styles.noticeIcon} aria-hidden="true">
        {GLYPH[type]}
      </span>
      <div className={styles.noticeText}>
        <div className={description ? styles.noticeTitle : undefined}>{title}</div>
        {description && <div>{description}</div>}
      </div>
      {action}
    </div>
  );
}
