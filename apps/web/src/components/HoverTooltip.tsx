import { Suspense, cloneElement, lazy, useState, type ReactElement, type ReactNode } from 'react';
import { useLoadedOnce } from './useLoadedOnce';

const Tooltip = lazy(() => import('antd/es/tooltip'));

interface Hoverable {
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** Ant Design's tooltip around `children`, its code fetched the first time they are hovered or focused. */
export function HoverTooltip({ title, children }: { title: ReactNode; children: ReactElement<Hoverable> }) {
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  const waiting = cloneElement(children, { onMouseEnter: () => setOpen(true), onFocus: () => setOpen(true), onMouseLeave: () => setOpen(false), onBlur: () => setOpen(false) });
  if (!loaded) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Tooltip title={title} open={open} onOpenChange={setOpen}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
