import { adminKeys } from '../../api/keys';

/** Catalogue queries live under ['admin', 'catalogue'], so signing out drops them with the rest. */
const root = [...adminKeys.all, 'catalogue'] as const;
export const catalogueKeys = {
  all: root,
  categories: [...root, 'categories'] as const,
  products: (filter: object) => [...root, 'products', filter] as const,
  product: (id: number) => [...root, 'product', id] as const,
  events: (type: number, page: number) => [...root, 'events', type, page] as const,
  eventProducts: (id: number) => [...root, 'events', id, 'products'] as const,
  albums: [...root, 'albums'] as const,
  albumProducts: (id: number) => [...root, 'albums', id, 'products'] as const,
  banners: [...root, 'banners'] as const,
  navigation: [...root, 'navigation'] as const,
  adBar: [...root, 'adBar'] as const,
  popups: [...root, 'popups'] as const,
  channels: [...root, 'channels'] as const,
  rates: (channelId: number) => [...root, 'channels', channelId, 'rates'] as const,
  zones: [...root, 'zones'] as const,
  terms: (filter: object) => [...root, 'terms', filter] as const,
};
