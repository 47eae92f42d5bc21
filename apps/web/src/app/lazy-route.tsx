import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router';

/** Each lazy route's element and how to start fetching its code. */
const fetchers = new WeakMap<ReactElement, () => void>();

/**
 * A route whose component is fetched when first shown (React.lazy). The router is the plain
 * declarative one, not the data router with its `lazy` routes (about 15 KB brotli more in every
 * first load, decision 0034); `startFetching` below keeps what its `lazy` gave: a layout and its page
 * fetched together, not one after the other.
 */
export function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element'> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const fetch = () => (loading ??= load().then((component) => ({ default: component })));
  const Page = lazy(fetch);
  const element = <Page />;
  fetchers.set(element, () => void fetch().catch(() => undefined));
  return { element };
}

/** Starts fetching every lazy route that `location` matches (the layout and the page), all at once. */
export function startFetching(routes: RouteObject[], location: Location): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (route.element) fetchers.get(route.element as ReactElement)?.();
  }
}
