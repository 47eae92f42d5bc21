/**
 * TikTok Shop's product categories as one market keeps them (Product API 202309): a tree several levels
 * deep where only leaves take products, the category recommendation for a product title
 * (POST /product/202309/categories/recommend) and each leaf's attributes
 * (GET /product/202309/categories/{id}/attributes): SALES_PROPERTY attributes are the SKU axes (colour,
 * size), PRODUCT_PROPERTY the product's own (material, pattern, …). Ids of the apparel leaves the other
 * simulator tests use (601153 dresses, 824329 men's T-shirts) are kept. The recommendation here is by
 * keywords; TikTok's is a model of its own, so only its shape is TikTok's.
 */

export interface TikTokCategory {
  id: string;
  parentId: string;
  name: string;
  /** Words of a product title that point to this category. */
  keywords: string[];
  /** Leaves only: the SKU size values and the product properties beyond the common ones. */
  leaf?: { sizes: string[]; properties: AttributeSpec[] };
}

export interface AttributeSpec {
  id: string;
  name: string;
  required: boolean;
  values: string[];
  /** The seller may type a value outside `values`. */
  customizable?: boolean;
  multiple?: boolean;
}

const TOP_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const WAIST_SIZES = ['26', '28', '30', '32', '34', '36'];
const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'];
const ONE_SIZE = ['One Size'];

const material: AttributeSpec = { id: '100157', name: 'Material', required: true, values: ['Cotton', 'Polyester', 'Linen', 'Viscose', 'Wool', 'Denim'], customizable: true, multiple: true };
const pattern: AttributeSpec = { id: '100392', name: 'Pattern', required: false, values: ['Solid', 'Striped', 'Floral', 'Graphic', 'Plaid'] };
const season: AttributeSpec = { id: '100395', name: 'Season', required: false, values: ['Spring', 'Summer', 'Autumn', 'Winter', 'All seasons'], multiple: true };
const sleeve: AttributeSpec = { id: '100398', name: 'Sleeve Length', required: true, values: ['Sleeveless', 'Short Sleeve', '3/4 Sleeve', 'Long Sleeve'] };
const neckline: AttributeSpec = { id: '100401', name: 'Neckline', required: false, values: ['Crew Neck', 'V-Neck', 'Collar', 'Hooded', 'Off Shoulder'] };
const dressLength: AttributeSpec = { id: '100404', name: 'Dress Length', required: true, values: ['Mini', 'Knee Length', 'Midi', 'Maxi'] };
const fit: AttributeSpec = { id: '100407', name: 'Fit', required: false, values: ['Slim', 'Regular', 'Relaxed', 'Skinny', 'Wide Leg'] };
const waist: AttributeSpec = { id: '100410', name: 'Waist Height', required: false, values: ['Low Rise', 'Mid Rise', 'High Rise'] };
const top = [sleeve, neckline, pattern, season];

const node = (id: string, parentId: string, name: string, keywords: string[]): TikTokCategory => ({ id, parentId, name, keywords });
const leaf = (id: string, parentId: string, name: string, keywords: string[], sizes: string[], properties: AttributeSpec[]): TikTokCategory => ({ id, parentId, name, keywords, leaf: { sizes, properties } });

export const TIKTOK_CATEGORIES: TikTokCategory[] = [
  node('601152', '0', 'Womenswear & Underwear', ['women', 'woman', 'womenswear', 'ladies', 'lady']),
  node('601739', '601152', 'Women\u2019s Tops', ['top']),
  leaf('601302', '601739', 'T-shirts', ['t-shirt', 'tshirt', 'tee'], TOP_SIZES, top),
  leaf('601303', '601739', 'Blouses & Shirts', ['blouse', 'shirt'], TOP_SIZES, top),
  leaf('601304', '601739', 'Hoodies & Sweatshirts', ['hoodie', 'sweatshirt'], TOP_SIZES, top),
  leaf('601153', '601152', 'Dresses', ['dress'], TOP_SIZES, [dressLength, sleeve, neckline, pattern, season]),
  node('601755', '601152', 'Women\u2019s Bottoms', ['bottom']),
  leaf('601756', '601755', 'Jeans', ['jean', 'denim'], WAIST_SIZES, [fit, waist]),
  leaf('601757', '601755', 'Skirts', ['skirt'], TOP_SIZES, [pattern, season]),
  node('824328', '0', 'Menswear & Underwear', ['men', 'man', 'menswear']),
  node('824340', '824328', 'Men\u2019s Tops', ['top']),
  leaf('824329', '824340', 'T-shirts', ['t-shirt', 'tshirt', 'tee'], TOP_SIZES, top),
  leaf('824330', '824340', 'Hoodies & Sweatshirts', ['hoodie', 'sweatshirt'], TOP_SIZES, top),
  leaf('824341', '824340', 'Shirts', ['shirt'], TOP_SIZES, top),
  node('824350', '824328', 'Men\u2019s Bottoms', ['bottom']),
  leaf('824351', '824350', 'Jeans', ['jean', 'denim'], WAIST_SIZES, [fit, waist]),
  leaf('824352', '824350', 'Trousers', ['trouser', 'pant', 'chino'], WAIST_SIZES, [fit, waist, pattern]),
  node('802184', '0', 'Kids\u2019 Fashion', ['kid', 'child', 'children']),
  node('802190', '802184', 'Girls\u2019 Clothing', ['girl']),
  leaf('802185', '802190', 'Girls\u2019 Dresses', ['dress'], KIDS_SIZES, [dressLength, pattern]),
  leaf('802191', '802190', 'Girls\u2019 Tops', ['top', 't-shirt', 'tee'], KIDS_SIZES, top),
  node('802195', '802184', 'Boys\u2019 Clothing', ['boy']),
  leaf('802196', '802195', 'Boys\u2019 T-shirts', ['t-shirt', 'tshirt', 'tee'], KIDS_SIZES, top),
  node('605196', '0', 'Fashion Accessories', ['accessory', 'accessories']),
  leaf('605197', '605196', 'Scarves & Shawls', ['scarf', 'scarves', 'shawl'], ONE_SIZE, [pattern, season]),
  node('605210', '605196', 'Hats & Caps', ['hat', 'cap']),
  leaf('605211', '605210', 'Baseball Caps', ['baseball', 'snapback'], ONE_SIZE, [pattern]),
  leaf('605212', '605210', 'Beanies', ['beanie'], ONE_SIZE, [pattern, season]),
];

const byId = new Map(TIKTOK_CATEGORIES.map((c) => [c.id, c]));
export const categoryById = (id: string | undefined) => (id ? byId.get(id) : undefined);

/** The category and its ancestors, root first. */
export function pathOf(category: TikTokCategory): TikTokCategory[] {
  const parent = byId.get(category.parentId);
  return parent ? [...pathOf(parent), category] : [category];
}

/** GET /product/202309/categories: the whole tree as a flat list. */
export const categoriesView = () =>
  TIKTOK_CATEGORIES.map((c) => ({ id: c.id, parent_id: c.parentId, local_name: c.name, is_leaf: Boolean(c.leaf), permission_statuses: ['AVAILABLE'] }));

/** A word lower case and singular enough to compare ("T-Shirts" → "t-shirt", "Dresses" → "dress", "Women's" → "women"). */
const singular = (word: string) => {
  const lower = word.toLowerCase().replace(/['\u2019]s$/, '');
  if (/(ss|sh|ch|x)es$/.test(lower)) return lower.slice(0, -2);
  return /[^s]s$/.test(lower) ? lower.slice(0, -1) : lower;
};
const wordsOf = (text: string) => new Set(text.split(/[^\p{L}\p{N}'\u2019-]+/u).filter(Boolean).map(singular));

/** The leaf whose own keywords are among `words`, ranked by how many of its path's keywords are too. */
function bestLeaf(words: Set<string>): TikTokCategory | undefined {
  const named = (category: TikTokCategory) => category.keywords.filter((keyword) => words.has(singular(keyword))).length;
  const ranked = TIKTOK_CATEGORIES.filter((c) => c.leaf && named(c) > 0)
    .map((c) => ({ category: c, score: pathOf(c).reduce((sum, step) => sum + named(step), 0) }))
    .sort((a, b) => b.score - a.score);
  return ranked[0]?.category;
}

/**
 * POST /product/202309/categories/recommend: the leaf whose own keywords the title names, ranked by how many
 * of its path's keywords it names too ("Women's linen dress" → Womenswear > Dresses, not Girls' Dresses).
 * A title naming no leaf: the description's words, when one is given. No leaf named: no recommendation (an empty
 * leaf_category_id).
 */
export function recommend(title: string, description = '') {
  const best = bestLeaf(wordsOf(title)) ?? bestLeaf(wordsOf(description));
  if (!best) return { leaf_category_id: '', categories: [] };
  return {
    leaf_category_id: best.id,
    categories: pathOf(best).map((step, level) => ({ id: step.id, name: step.name, level: level + 1, is_leaf: Boolean(step.leaf), permission_statuses: ['AVAILABLE'] })),
  };
}

/** The id of an attribute's value: the attribute's id and the value's place (TikTok's are opaque ids). */
export const attributeValueId = (attributeId: string, index: number) => `${attributeId}${String(index + 1).padStart(3, '0')}`;
/** The name of an attribute's value by its id; undefined when the attribute has no such value. */
export const attributeValueName = (spec: AttributeSpec, valueId: string | undefined) => spec.values.find((_, i) => attributeValueId(spec.id, i) === valueId);
const attributeView = (spec: AttributeSpec, type: 'SALES_PROPERTY' | 'PRODUCT_PROPERTY') => ({
  id: spec.id,
  name: spec.name,
  type,
  // TikTok's field is spelled this way in its 202309 answers.
  is_requried: spec.required,
  values: spec.values.map((name, i) => ({ id: attributeValueId(spec.id, i), name })),
  is_customizable: spec.customizable ?? false,
  is_multiple_selection: spec.multiple ?? false,
});

const COLOUR: AttributeSpec = { id: '100000', name: 'Color', required: false, values: ['Black', 'White', 'Red', 'Blue', 'Green', 'Beige'], customizable: true };

/** A leaf's PRODUCT_PROPERTY attributes: the common material, then its own. */
export const productPropertiesOf = (category: TikTokCategory): AttributeSpec[] => [material, ...category.leaf!.properties];

/** GET /product/202309/categories/{id}/attributes for a leaf: the SKU axes, then the product properties. */
export function attributesOf(category: TikTokCategory) {
  const { sizes } = category.leaf!;
  const size: AttributeSpec = { id: '100001', name: 'Size', required: false, values: sizes, customizable: true };
  return {
    attributes: [
      attributeView(COLOUR, 'SALES_PROPERTY'),
      attributeView(size, 'SALES_PROPERTY'),
      ...productPropertiesOf(category).map((spec) => attributeView(spec, 'PRODUCT_PROPERTY')),
    ],
  };
}
