import type { CategoryAttribute } from './attributes.ts';
import type { ListingAttributeInput } from './schemas.ts';

/**
 * A category's product attributes (TikTok Shop) filled from what the catalogue knows of a product, for listings
 * made without the seller choosing them (the batch list-to-store, decision 0024). The seller's own values come
 * first; an attribute they left out takes the catalogue's:
 * - a catalogue field (material, fabric, pattern, style, season, contour, design elements) equal to one of the
 *   attribute's values, compared without case, spaces or punctuation and with plain synonyms ("All Season" is
 *   "All seasons", "Loose" is "Relaxed"); a field without such a value is taken as the seller's own words where
 *   the attribute takes them (customizable: Material "Linen Blend");
 * - else one of the attribute's values named in the product's name or catalogue category ("Short Sleeve" in
 *   "Ribbed Short Sleeve Shirt", "Midi" in "Midi Dresses"), or a garment that says it ("Cami" is sleeveless).
 * Nothing is guessed beyond that: an attribute the catalogue does not tell stays empty, and a required one then
 * fails the listing with the editor's message (`attributeProblem`).
 */
export interface CatalogueFacts {
  name: string;
  /** The catalogue category's name ("Midi Dresses"). */
  categoryName: string;
  fabric?: string | null;
  material?: string | null;
  pattern?: string | null;
  style?: string | null;
  season?: string | null;
  contour?: string | null;
  gender?: string | null;
  designElements?: readonly string[];
}

/** Where an attribute's value may come from: catalogue fields (whole values) and texts (a value named in them). */
interface Sources {
  fields: (string | null | undefined)[];
  texts: string[];
}

/** Attributes by their name (normalized) and the catalogue's facts that answer them; others are not filled. */
const SOURCES: Record<string, (facts: CatalogueFacts) => Sources> = {
  material: (f) => ({ fields: [f.material, f.fabric], texts: [f.name] }),
  fabric: (f) => ({ fields: [f.fabric, f.material], texts: [f.name] }),
  pattern: (f) => ({ fields: [f.pattern], texts: [f.name] }),
  style: (f) => ({ fields: [f.style], texts: [] }),
  season: (f) => ({ fields: [f.season], texts: [] }),
  fit: (f) => ({ fields: [f.contour], texts: [f.name] }),
  silhouette: (f) => ({ fields: [f.contour], texts: [f.name] }),
  gender: (f) => ({ fields: [f.gender], texts: [] }),
  'sleeve length': (f) => ({ fields: [...(f.designElements ?? [])], texts: [f.name] }),
  'dress length': (f) => ({ fields: [], texts: [f.name, f.categoryName] }),
  'skirt length': (f) => ({ fields: [], texts: [f.name, f.categoryName] }),
  neckline: (f) => ({ fields: [...(f.designElements ?? [])], texts: [f.name] }),
  'waist height': (f) => ({ fields: [...(f.designElements ?? [])], texts: [f.name] }),
};

/** Other words for a value (normalized), where the catalogue says it differently. */
const SYNONYMS: Record<string, string[]> = {
  'all season': ['all season', 'all year', 'four season'],
  autumn: ['fall'],
  relaxed: ['loose', 'oversized'],
  regular: ['straight'],
  solid: ['plain'],
  striped: ['stripe'],
  sleeveless: ['spaghetti strap', 'strapless', 'halter', 'cami', 'tank'],
  'long sleeve': ['hoodie', 'sweatshirt', 'sweater', 'jumper', 'cardigan'],
  'high rise': ['high waist'],
  'mid rise': ['mid waist'],
  'low rise': ['low waist'],
  'knee length': ['knee'],
  hooded: ['hood'],
};

/** Lower case words without punctuation, each singular enough to compare ("All Seasons" → "all season", "V-Neck" → "v neck"). */
export function normalizedTerm(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}/]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');
}

const namesOf = (value: string) => {
  const own = normalizedTerm(value);
  return [own, ...(SYNONYMS[own] ?? [])];
};

/** The attribute's value a catalogue field is (whole), or a text names (as words of it). */
function matchedValue(attribute: CategoryAttribute, sources: Sources) {
  for (const field of sources.fields) {
    if (!field?.trim()) continue;
    const wanted = normalizedTerm(field);
    const value = attribute.values.find((v) => namesOf(v.name).includes(wanted));
    if (value) return { id: value.id, name: value.name };
    if (attribute.customizable) return { name: field.trim() };
  }
  for (const text of sources.texts) {
    const padded = ` ${normalizedTerm(text)} `;
    const value = attribute.values.find((v) => namesOf(v.name).some((name) => padded.includes(` ${name} `)));
    if (value) return { id: value.id, name: value.name };
  }
  return undefined;
}

/**
 * The listing's product attributes: the seller's as given, then each product attribute of the category they left
 * out that the catalogue answers, in the category's order.
 */
export function catalogueAttributes(attributes: readonly CategoryAttribute[], facts: CatalogueFacts, given: readonly ListingAttributeInput[] = []): ListingAttributeInput[] {
  const filled: ListingAttributeInput[] = [...given];
  for (const attribute of attributes) {
    if (attribute.kind !== 'product' || given.some((g) => g.id === attribute.id)) continue;
    const sources = SOURCES[normalizedTerm(attribute.name)]?.(facts);
    const value = sources && matchedValue(attribute, sources);
    if (value) filled.push({ id: attribute.id, values: [value] });
  }
  return filled;
}
