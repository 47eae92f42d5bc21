import type { ListingAttributeInput } from './schemas.ts';

/**
 * Category attributes a listing must fill (TikTok Shop, spec 7.4 attributes): the product's own attributes
 * (kind 'product') marked required need a value, each value one of the attribute's unless it takes the seller's
 * own, one value unless it takes several. Sales attributes (colour, size) are the SKUs' and are not filled here.
 * The editor and the server run the same rule; the message names the attribute (spec 5.3's "please choose the
 * attribute" wording, the one place the spec words it).
 */
export interface CategoryAttribute {
  id: string;
  name: string;
  kind: 'sales' | 'product';
  required: boolean;
  customizable: boolean;
  multipleValues: boolean;
  values: { id: string; name: string }[];
}

export interface AttributeProblem {
  /** The attribute at fault, so the screen shows the message under it. */
  attributeId: string;
  key: 'listings.attributeRequired' | 'validation.invalidValue';
  values: { name: string };
}

/** The first problem of the filled attributes against the category's, or null. */
export function attributeProblem(attributes: readonly CategoryAttribute[], filled: readonly ListingAttributeInput[]): AttributeProblem | null {
  const own = attributes.filter((a) => a.kind === 'product');
  const byId = new Map(own.map((a) => [a.id, a]));
  for (const given of filled) {
    const attribute = byId.get(given.id);
    const problem = (key: AttributeProblem['key']) => ({ attributeId: given.id, key, values: { name: attribute?.name ?? given.id } });
    if (!attribute) return problem('validation.invalidValue');
    if (given.values.length > 1 && !attribute.multipleValues) return problem('validation.invalidValue');
    const known = (value: ListingAttributeInput['values'][number]) => attribute.values.some((v) => v.id === value.id);
    if (given.values.some((value) => (value.id ? !known(value) : !attribute.customizable))) return problem('validation.invalidValue');
  }
  const missing = own.find((a) => a.required && !filled.some((given) => given.id === a.id && given.values.length > 0));
  return missing ? { attributeId: missing.id, key: 'listings.attributeRequired', values: { name: missing.name } } : null;
}
