import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attributeProblem, type CategoryAttribute } from './attributes.ts';

const attribute = (id: string, name: string, patch: Partial<CategoryAttribute> = {}): CategoryAttribute => ({
  id,
  name,
  kind: 'product',
  required: false,
  customizable: false,
  multipleValues: false,
  values: [
    { id: `${id}1`, name: `${name} one` },
    { id: `${id}2`, name: `${name} two` },
  ],
  ...patch,
});
const CATEGORY = [
  attribute('100000', 'Color', { kind: 'sales', customizable: true }),
  attribute('100157', 'Material', { required: true, customizable: true, multipleValues: true }),
  attribute('100404', 'Dress Length', { required: true }),
  attribute('100392', 'Pattern'),
];

test('a required product attribute without a value is named, in the order of the category', () => {
  assert.deepEqual(attributeProblem(CATEGORY, []), { attributeId: '100157', key: 'listings.attributeRequired', values: { name: 'Material' } });
  assert.deepEqual(attributeProblem(CATEGORY, [{ id: '100157', values: [{ name: 'Linen' }] }]), { attributeId: '100404', key: 'listings.attributeRequired', values: { name: 'Dress Length' } });
});

test('filled as the category takes them: no problem; optional ones and sales attributes may stay empty', () => {
  const filled = [
    { id: '100157', values: [{ id: '1001571', name: 'Material one' }, { name: 'Hemp' }] },
    { id: '100404', values: [{ id: '1004042', name: 'Dress Length two' }] },
  ];
  assert.equal(attributeProblem(CATEGORY, filled), null);
});

test("a value the attribute does not have, the seller's own where it takes none, two where it takes one, an attribute of another category: invalid", () => {
  const material = { id: '100157', values: [{ name: 'Linen' }] };
  const invalid = (attributeId: string, name: string) => ({ attributeId, key: 'validation.invalidValue', values: { name } });
  assert.deepEqual(attributeProblem(CATEGORY, [material, { id: '100404', values: [{ id: '999', name: 'Knee' }] }]), invalid('100404', 'Dress Length'));
  assert.deepEqual(attributeProblem(CATEGORY, [material, { id: '100404', values: [{ name: 'Knee' }] }]), invalid('100404', 'Dress Length'));
  assert.deepEqual(attributeProblem(CATEGORY, [material, { id: '100404', values: [{ id: '1004041', name: 'a' }, { id: '1004042', name: 'b' }] }]), invalid('100404', 'Dress Length'));
  assert.deepEqual(attributeProblem(CATEGORY, [{ id: '100000', values: [{ name: 'Red' }] }]), invalid('100000', '100000'));
});
