/**
 * Where a product card leads (spec 2.3): the product's SEO path, with the colour and warehouse
 * the buyer was looking at and noChangeWarehouse=1 so the detail page keeps that warehouse.
 */
export function productHref(seoPath: string, context: { colour?: string | null; warehouse?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (context.colour) params.set('color', context.colour);
  if (context.warehouse) {
    params.set('warehouse', context.warehouse);
    params.set('noChangeWarehouse', '1');
  }
  const query = params.toString();
  return query ? `${seoPath}?${query}` : seoPath;
}
