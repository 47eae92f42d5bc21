import { sql, type SQL } from 'drizzle-orm';

export interface CategorySelector {
  categoryId?: number | undefined;
  categoryUrl?: string | undefined;
}

export const selectsCategory = (selector: CategorySelector) => selector.categoryId !== undefined || selector.categoryUrl !== undefined;

/**
 * The ids of a category and all its descendants, as a subquery: a level 1 or 2 category
 * includes the products of its level 3 children (spec 2.3). Given both id and url, both must
 * name the same category.
 */
export function categorySubtree(selector: CategorySelector): SQL {
  const root = [
    selector.categoryId !== undefined ? sql`id = ${selector.categoryId}` : undefined,
    selector.categoryUrl !== undefined ? sql`category_url = ${selector.categoryUrl}` : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return sql`(
    with recursive subtree as (
      select id from categories where status = 1 and ${sql.join(root, sql` and `)}
      union all
      select c.id from categories c join subtree s on c.parent_id = s.id where c.status = 1
    )
    select id from subtree)`;
}

/**
 * A condition on products `p`: in the selected category's subtree, or true without a selection.
 * `= any(array(...))` rather than `in (...)`: the planner then expects a handful of categories
 * and reads them through the category index instead of scanning every product.
 */
export const inCategory = (selector: CategorySelector): SQL => (selectsCategory(selector) ? sql`p.category_id = any(array${categorySubtree(selector)})` : sql`true`);

/** A category's name in the caller's language, English when it has none (column prefix `c`). */
export const localizedCategoryName = (locale: string) => sql`coalesce(nullif(c.names ->> ${locale}, ''), c.name)`;
