import { Suspense, lazy, type ComponentProps } from 'react';

/** Ant Design's Empty (its pictures with it) is fetched when something is empty, not with the page (decision 0034). */
const Empty = lazy(() => import('./AntEmpty'));

export function EmptyOnDemand(props: ComponentProps<typeof Empty>) {
  return (
    <Suspense fallback={null}>
      <Empty {...props} />
    </Suspense>
  );
}
