import type { AdPopup, NavItem, adBar } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { usePreferences } from '../../../../lib/preferences';
import { useSession } from '../../../../lib/session';

/** Cached for the visit like the spec's customNavList and adBar (spec 3); texts follow the language. */
const CACHED = { staleTime: 30 * 60_000 } as const;

/** The configurable navigation tree (spec 2.2). */
export function useCustomNav() {
  const { locale } = usePreferences();
  return useQuery({ queryKey: ['content', 'customNav', locale], queryFn: () => api<NavItem[]>('GET', '/api/product/open/menu/menus'), ...CACHED });
}

/** The advertising bar above the mall header, with its before- and after-login variants. */
export function useAdBar() {
  return useQuery({ queryKey: ['content', 'adBar'], queryFn: () => api<z.infer<typeof adBar>>('GET', '/api/product/open/adBar'), ...CACHED });
}

/** The ad popups (type 0) for a guest or a seller; which one shows also depends on the page (spec 4). */
export function useAdPopups(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: ['content', 'adPopups', session?.userId ?? null],
    queryFn: async () => (await api<{ list: AdPopup[] }>('GET', '/api/product/open/ad/ad', { query: { type: 0 } })).list,
    enabled,
    ...CACHED,
  });
}
