import { EXPLORE_FILTERS } from '@threadway/contracts';
import type { ExploreQuery } from '../api/explore';

/**
 * The feed's order and filters live in the address (?sort=followers&style=Party...), so Back,
 * reloads and shared links keep them. Release time is the default order and is left out.
 */
export function readExploreQuery(params: URLSearchParams): ExploreQuery {
  const query: ExploreQuery = { sortType: params.get('sort') === 'followers' ? 'followers' : 'releaseTime' };
  for (const filter of EXPLORE_FILTERS) {
    const value = params.get(filter)?.trim();
    if (value) query[filter] = value;
  }
  return query;
}

export function writeExploreQuery(query: ExploreQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sortType !== 'releaseTime') params.set('sort', query.sortType);
  for (const filter of EXPLORE_FILTERS) {
    const value = query[filter];
    if (value) params.set(filter, value);
  }
  return params;
}
