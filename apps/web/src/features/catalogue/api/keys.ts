/** Query keys of the catalogue feature, so a write can refresh exactly what it changed. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (signedIn: boolean, request: object) => ['catalogue', 'list', signedIn, request] as const,
  categories: ['catalogue', 'categories'] as const,
  materials: (categoryId: number | null) => ['catalogue', 'materials', categoryId] as const,
  detail: (signedIn: boolean, key: string) => ['catalogue', 'detail', signedIn, key] as const,
  seo: (kkProductId: string) => ['catalogue', 'seo', kkProductId] as const,
  similar: (kkProductId: string) => ['catalogue', 'similar', kkProductId] as const,
  reviews: (kkProductId: string) => ['catalogue', 'reviews', kkProductId] as const,
};
