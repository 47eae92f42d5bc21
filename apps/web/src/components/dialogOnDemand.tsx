import { Suspense, lazy, type ComponentType, type JSX } from 'react';
import { useLoadedOnce } from './useLoadedOnce';

/**
 * A dialog whose code (and Ant Design's modal, table or form code with it) is fetched the first
 * time it opens rather than with the page, then stays mounted so that closing animates as usual.
 */
export function dialogOnDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function DialogOnDemand(props: P) {
    const loaded = useLoadedOnce(props.open);
    if (!loaded) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
