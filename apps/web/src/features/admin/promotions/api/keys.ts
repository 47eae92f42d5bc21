import { catalogueKeys } from '../../catalogue/api/keys';

/**
 * Promotions are merchandising (the 'catalogue' role): their queries sit under the catalogue keys,
 * so the shared back-office write hook (useCatalogueMutation) refreshes them after every change.
 */
const root = [...catalogueKeys.all, 'promotions'] as const;
export const promotionKeys = {
  coupons: (status: number | undefined, page: number) => [...root, 'coupons', status ?? 'all', page] as const,
  promoCodes: (search: string | undefined, page: number) => [...root, 'promoCodes', search ?? '', page] as const,
};
