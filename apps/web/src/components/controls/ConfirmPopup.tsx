import { Button } from 'antd';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import styles from './BagControls.module.css';
import { Popup } from './Popup';

interface Props {
  title: string;
  okText: string;
  cancelText: string;
  onConfirm: () => unknown;
  /** The button asking; it opens the question instead of acting. */
  children: ReactElement<{ onClick?: (event: MouseEvent) => void; 'aria-expanded'?: boolean }>;
}

/** Ant Design's Popconfirm without its code (decision 0034): a warning question with Cancel and OK under the button. */
export function ConfirmPopup({ title, okText, cancelText, onConfirm, children }: Props) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Popup open={open} onOpenChange={setOpen} trigger={cloneElement(children, { onClick: () => setOpen(!open), 'aria-expanded': open })}>
      <div className={styles.confirmTitle}>
        <span className={`${styles.noticeIcon} ${styles['notice-warning']}`} aria-hidden="true">
          !
        </span>
        {title}
      </div>
      <div className={styles.confirmButtons}>
        <Button size="small" onClick={close}>
          {cancelText}
        </Button>
        <Button
          size="small"
          type="primary"
          onClick={() => {
            close();
            void onConfirm();
          }}
        >
          {okText}
        </Button>
      </div>
    </Popup>
  );
}
