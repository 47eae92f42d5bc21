import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attributeProblem, type CategoryAttribute } from './attributes.ts';
import { catalogueAttributes, normalizedTerm, type CatalogueFacts } from './catalogue-attributes.ts';

const attribute = (id: string, name: string, values: string[], patch: Partial<CategoryAttribute> = {}): CategoryAttribute => ({
  id,
  name,
  kind: 'product',
  required: false,
  customizable: false,
  multipleValues: false,
  values: values.map((value, i) => ({ id: `${id}${i + 1}`, name: value })),
  ...patch,
});
// A TikTok Shop dress leaf as its attributes call answers it (the simulator's, names and values as TikTok spells them).
const DRESSES = [
  attribute('100000', 'Color', ['Black', 'Red'], { kind: 'sales', customizable: true }),
  attribute('100157', 'Material', ['Cotton', 'Polyester', 'Linen', 'Viscose', 'Wool', 'Denim'], { required: true, customizable: true, multipleValues: true }),
  attribute('100404', 'Dress Length', ['Mini', 'Knee Length', 'Midi', 'Maxi'], { required: true }),
  attribute('100398', 'Sleeve Length', ['Sleeveless', 'Short Sleeve', '3/4 Sleeve', 'Long Sleeve'], { required: true }),
  attribute('100401', 'Neckline', ['Crew Neck', 'V-Neck', 'Collar', 'Hooded', 'Off Shoulder']),
  attribute('100392', 'Pattern', ['Solid', 'Striped', 'Floral', 'Graphic', 'Plaid']),
  attribute('100395', 'Season', ['Spring', 'Summer', 'Autumn', 'Winter', 'All seasons'], { multipleValues: true }),
];
const JEANS = [attribute('100157', 'Material', ['Cotton', 'Denim'], { required: true, customizable: true }), attribute('100407', 'Fit', ['Slim', 'Regular', 'Relaxed', 'Skinny', 'Wide Leg']), attribute('100410', 'Waist Height', ['Low Rise', 'Mid Rise', 'High Rise'])];

const dress: CatalogueFacts = { name: 'Linen Square Neck Short Sleeve Dress', categoryName: 'Midi Dresses', fabric: 'Linen', material: 'Linen Blend', pattern: 'floral', season: 'All Season', designElements: ['Split', 'Off Shoulder'] };
const valuesOf = (filled: ReturnType<typeof catalogueAttributes>) => Object.fromEntries(filled.map((a) => [a.id, a.values]));

test("the catalogue's fields and words fill the category's attributes: its values by id, the material in its own words where the attribute takes them", () => {
  const filled = catalogueAttributes(DRESSES, dress);
  assert.deepEqual(valuesOf(filled), {
    // 'Linen Blend' is none of the values; Material takes the seller's own words, so the catalogue's stay exact.
    '100157': [{ name: 'Linen Blend' }],
    '100404': [{ id: '1004043', name: 'Midi' }],
    '100398': [{ id: '1003982', name: 'Short Sleeve' }],
    '100401': [{ id: '1004015', name: 'Off Shoulder' }],
    '100392': [{ id: '1003923', name: 'Floral' }],
    '100395': [{ id: '1003955', name: 'All seasons' }],
  });
  assert.equal(attributeProblem(DRESSES, filled), null, 'what is filled passes the rule TikTok and the editor apply');
});

test("the seller's values come first; only what they left out is filled", () => {
  const given = [{ id: '100398', values: [{ id: '1003984', name: 'Long Sleeve' }] }];
  const filled = catalogueAttributes(DRESSES, dress, given);
  assert.deepEqual(filled[0], given[0]);
  assert.deepEqual(valuesOf(filled)['100398'], [{ id: '1003984', name: 'Long Sleeve' }]);
  assert.equal(filled.filter((a) => a.id === '100398').length, 1);
});

test('synonyms and names: a cami is sleeveless, loose is relaxed, high waist is high rise, "Maxi" in the name; no sales attribute', () => {
  const cami = catalogueAttributes(DRESSES, { name: 'Satin Cami Maxi Dress', categoryName: 'Dresses', material: 'Polyester' });
  assert.deepEqual(valuesOf(cami), { '100157': [{ id: '1001572', name: 'Polyester' }], '100404': [{ id: '1004044', name: 'Maxi' }], '100398': [{ id: '1003981', name: 'Sleeveless' }] });
  const jeans = catalogueAttributes(JEANS, { name: 'Ripped Jeans', categoryName: 'Jeans', fabric: 'denim', contour: 'Loose', designElements: ['High Waist'] });
  assert.deepEqual(valuesOf(jeans), { '100157': [{ id: '1001572', name: 'Denim' }], '100407': [{ id: '1004073', name: 'Relaxed' }], '100410': [{ id: '1004103', name: 'High Rise' }] });
});

test('what the catalogue does not tell stays empty, and a required one is then the listing problem the editor shows', () => {
  const plain = catalogueAttributes(DRESSES, { name: 'Square Neck Dress', categoryName: 'Dresses' });
  assert.deepEqual(plain, []);
  assert.deepEqual(attributeProblem(DRESSES, plain), { attributeId: '100157', key: 'listings.attributeRequired', values: { name: 'Material' } });
  // Material named in the title only; the lengths are not guessed ("Puff Sleeve" is no length).
  const named = catalogueAttributes(DRESSES, { name: 'Womenswear Linen Puff Sleeve Dress', categoryName: 'Dresses', pattern: 'Polka Dot' });
  assert.deepEqual(valuesOf(named), { '100157': [{ id: '1001573', name: 'Linen' }] });
  assert.deepEqual(attributeProblem(DRESSES, named)?.values, { name: 'Dress Length' });
});

test('terms compare without case, punctuation or plural', () => {
  assert.equal(normalizedTerm('All Seasons'), 'all season');
  assert.equal(normalizedTerm(' V-Neck '), 'v neck');
  assert.equal(normalizedTerm('3/4 Sleeves'), '3/4 sleeve');
  assert.equal(normalizedTerm('Dress'), 'dress');
});
