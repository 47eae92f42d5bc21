import type { z } from 'zod';
import type { PlatformAttribute } from '../extras.ts';
import type { StoreCollection } from '../platform.ts';
import type { categoriesSchema, categoryAttributesSchema, recommendedCategorySchema } from './schemas.ts';

/**
 * TikTok Shop's categories as the listing screens use them: a product goes in a leaf only (create answers
 * 12052024 otherwise), and leaf names repeat across branches ("T-shirts" under women's and men's tops), so a
 * leaf is named by its whole path: "Womenswear & Underwear > Women's Tops > T-shirts".
 */

export const PATH_SEPARATOR = ' > ';

type Category = z.infer<typeof categoriesSchema>['categories'][number];

/** The leaves a seller may list under (permission AVAILABLE; none given counts as available), path-named, in path order. */
export function leafCategories(categories: Category[]): StoreCollection[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const pathOf = (category: Category): string[] => {
    const names: string[] = [];
    // The seen set stops on a malformed answer whose parents loop.
    for (let step: Category | undefined = category, seen = new Set<string>(); step && !seen.has(step.id); step = byId.get(step.parent_id)) {
      seen.add(step.id);
      names.unshift(step.local_name);
    }
    return names;
  };
  const listable = (c: Category) => c.is_leaf && (!c.permission_statuses || c.permission_statuses.includes('AVAILABLE'));
  return categories
    .filter(listable)
    .map((c) => ({ id: c.id, name: pathOf(c).join(PATH_SEPARATOR) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The recommended leaf named by the path TikTok answers with it; null when TikTok recommends none. */
export function recommendedLeaf(answer: z.infer<typeof recommendedCategorySchema>): StoreCollection | null {
  if (!answer.leaf_category_id) return null;
  const path = [...answer.categories].sort((a, b) => (a.level ?? 0) - (b.level ?? 0)).map((c) => c.name);
  const leafName = answer.categories.find((c) => c.id === answer.leaf_category_id)?.name;
  return { id: answer.leaf_category_id, name: path.length ? path.join(PATH_SEPARATOR) : (leafName ?? answer.leaf_category_id) };
}

export function attributesOf(answer: z.infer<typeof categoryAttributesSchema>): PlatformAttribute[] {
  return answer.attributes.map((a) => ({
    id: a.id,
    name: a.name,
    kind: a.type === 'SALES_PROPERTY' ? 'sales' : 'product',
    required: a.is_requried ?? a.is_required ?? false,
    customizable: a.is_customizable,
    multipleValues: a.is_multiple_selection,
    values: a.values.map((v) => ({ id: v.id, name: v.name })),
  }));
}
