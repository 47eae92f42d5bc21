import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type Location, type Params, type RouteObject } from 'react-router';

/** Starts fetching what a page shows first (into the query cache its own queries read), given the address's parameters and query. */
export type RouteData = (queryClient: QueryClient, params: Params, search: string) => void;

/** Each lazy route's element and how to start fetching its code and its data. */
const fetchers = new WeakMap<ReactElement, { code: () => void; data?: RouteData }>();

/**
 * A route whose component is fetched when first shown (React.lazy). The router is the plain
 * declarative one, not the data router with its `lazy` routes (about 15 KB brotli more in every
 * first load, decision 0034); `startFetching` below keeps what its `lazy` gave: a layout and its page
 * fetched together, not one after the other.
 */
export function lazyRoute(load: () => Promise<ComponentType>, data?: RouteData): Pick<RouteObject, 'element'> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const fetch = () => (loading ??= load().then((component) => ({ default: component })));
  const Page = lazy(fetch);
  const element = <Page />;
  fetchers.set(element, { code: () => void fetch().catch(() => undefined), data });
  return { element };
}

/**
 * Starts fetching every lazy route that `location` matches (the layout and the page), all at once, and the
 * data they show first: that request no longer waits for the page's code to arrive and render.
 */
export function startFetching(routes: RouteObject[], location: Location, queryClient: QueryClient): void {
  for (const { route, params } of matchRoutes(routes, location) ?? []) {
    const fetcher = route.element ? fetchers.get(route.element as ReactElement) : undefined;
    fetcher?.code();
    fetcher?.data?.(queryClient, params, location.search);
  }
}
