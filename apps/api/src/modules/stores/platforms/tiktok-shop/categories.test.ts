import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attributesOf, leafCategories, recommendedLeaf } from './categories.ts';
import { categoriesSchema, categoryAttributesSchema, recommendedCategorySchema } from './schemas.ts';

test('leaves only, named by their path; a leaf the seller may not list in (INVITE_ONLY) is left out', () => {
  const { categories } = categoriesSchema.parse({
    categories: [
      { id: '1', parent_id: '0', local_name: 'Womenswear', is_leaf: false },
      { id: '2', parent_id: '1', local_name: 'Tops', is_leaf: false },
      { id: '3', parent_id: '2', local_name: 'T-shirts', is_leaf: true, permission_statuses: ['AVAILABLE'] },
      { id: '4', parent_id: '2', local_name: 'Corsets', is_leaf: true, permission_statuses: ['INVITE_ONLY'] },
      { id: '5', parent_id: '1', local_name: 'Dresses', is_leaf: true },
    ],
  });
  assert.deepEqual(leafCategories(categories), [
    { id: '5', name: 'Womenswear > Dresses' },
    { id: '3', name: 'Womenswear > Tops > T-shirts' },
  ]);
});

test("the recommendation's path is ordered by level; an empty leaf id is no recommendation", () => {
  const answer = recommendedCategorySchema.parse({
    leaf_category_id: '3',
    categories: [
      { id: '3', name: 'T-shirts', level: 3, is_leaf: true },
      { id: '1', name: 'Womenswear', level: 1, is_leaf: false },
      { id: '2', name: 'Tops', level: 2, is_leaf: false },
    ],
  });
  assert.deepEqual(recommendedLeaf(answer), { id: '3', name: 'Womenswear > Tops > T-shirts' });
  assert.equal(recommendedLeaf(recommendedCategorySchema.parse({ leaf_category_id: '', categories: [] })), null);
});

test('attributes: is_requried (TikTok spelling) or is_required, SALES_PROPERTY as the sales kind', () => {
  const answer = categoryAttributesSchema.parse({
    attributes: [
      { id: '10', name: 'Color', type: 'SALES_PROPERTY', is_requried: false, values: [{ id: '101', name: 'Red' }], is_customizable: true },
      { id: '11', name: 'Material', type: 'PRODUCT_PROPERTY', is_requried: true, values: [], is_multiple_selection: true },
      { id: '12', name: 'Fit', type: 'PRODUCT_PROPERTY', is_required: true },
    ],
  });
  assert.deepEqual(attributesOf(answer), [
    { id: '10', name: 'Color', kind: 'sales', required: false, customizable: true, multipleValues: false, values: [{ id: '101', name: 'Red' }] },
    { id: '11', name: 'Material', kind: 'product', required: true, customizable: false, multipleValues: true, values: [] },
    { id: '12', name: 'Fit', kind: 'product', required: true, customizable: false, multipleValues: false, values: [] },
  ]);
});
