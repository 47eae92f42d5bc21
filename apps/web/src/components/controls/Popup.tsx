import { useEffect, useRef, type ReactNode } from 'react';
import styles from './BagControls.module.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; its onClick is the caller's. */
  trigger: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A white bubble under its trigger, aligned to its end (Ant Design's Popover with `bottomRight`)
 * without the popup engine it brings (decision 0034). Escape or a click outside closes it; it takes
 * the focus when it opens and gives it back to the trigger on Escape.
 */
export function Popup({ open, onOpenChange, trigger, children, 'data-testid': testId }: Props) {
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    bubble.current?.querySelector<HTMLElement>('button:not(:disabled), [tabindex="0"]')?.focus();
    const outside = (event: PointerEvent) => anchor.current?.contains(event.target as Node) || onOpenChange(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <span
      ref={anchor}
      className={styles.popupAnchor}
      onKeyDown={(e) => {
        if (!open || e.key !== 'Escape') return;
        e.stopPropagation();
        onOpenChange(false);
        anchor.current?.querySelector<HTMLElement>('button')?.focus();
      }}
    >
      {trigger}
      {open && (
        <div ref={bubble} role="dialog" className={styles.popup} data-testid={testId}>
          {children}
        </div>
      )}
    </span>
  );
}
