import type { ProductAttributes } from '../../schema/index.ts';

export interface DescribedProduct {
  noun: string;
  fabric: string;
  attributes: ProductAttributes;
  colourCount: number;
  sizes: readonly string[];
  /** Pieces per size in a pack; null when sold singly. */
  packOf: number | null;
  pick: <T>(items: readonly T[]) => T;
}

/** Openers for one garment and for a pair ('jeans', 'shorts'); {a} is 'A' or 'An' before {style}. */
const OPENERS = {
  one: [
    'An easy {noun} that pairs with everything already in the wardrobe.',
    '{a} {style} {noun} your customers will reach for again and again.',
    'This {noun} is a steady seller for boutiques and online stores alike.',
    'A wardrobe staple, refreshed for the {season} season.',
    'Designed for effortless {style} outfits from morning to evening.',
  ],
  pair: [
    'An easy pair of {noun} that goes with everything already in the wardrobe.',
    '{Style} {noun} your customers will reach for again and again.',
    'These {noun} are a steady seller for boutiques and online stores alike.',
    'A wardrobe staple, refreshed for the {season} season.',
    'Designed for effortless {style} outfits from morning to evening.',
  ],
};

const CARE: Record<string, string> = {
  'Wool Blend': 'Dry clean or hand wash cold; dry flat.',
  Polyester: 'Hand wash cold or machine wash on a gentle cycle; hang to dry.',
  'Nylon Spandex': 'Machine wash cold inside out; do not use fabric softener.',
};
const DEFAULT_CARE = 'Machine wash cold with similar colours; tumble dry low.';

/** A few plain sentences about the garment, its fabric, fit, details and how it is sold. */
export function describe(p: DescribedProduct): string {
  const a = p.attributes;
  // English names of pairs end in a single s (Jeans, Shorts, Leggings); Dress does not count.
  const pair = /[^s]s$/.test(p.noun);
  const style = a.style === 'Y2K' ? 'Y2K' : (a.style ?? 'casual').toLowerCase();
  const opener = p
    .pick(pair ? OPENERS.pair : OPENERS.one)
    .replace('{a}', /^[aeiou]/i.test(style) ? 'An' : 'A')
    .replace('{Style}', style.charAt(0).toUpperCase() + style.slice(1))
    .replace('{noun}', p.noun.toLowerCase())
    .replace('{style}', style)
    .replace('{season}', (a.season === 'All Season' ? 'new' : a.season ?? 'new').toLowerCase());
  const sentences = [
    opener,
    `Made from ${p.fabric.toLowerCase()}${a.material && a.material !== p.fabric ? ` (${a.material.toLowerCase()})` : ''} with a ${(a.contour ?? 'regular').toLowerCase()} fit.`,
    a.designElements && a.designElements.length > 0 ? `Details: ${a.designElements.join(', ').toLowerCase()}.` : undefined,
    p.sizes.length === 1
      ? `One size fits most, in ${p.colourCount} colours.`
      : `Available in ${p.colourCount} colours and sizes ${p.sizes[0]} to ${p.sizes[p.sizes.length - 1]}.`,
    p.packOf ? `Sold in packs: ${p.packOf} pieces of each size per pack.` : undefined,
    CARE[a.material ?? ''] ?? DEFAULT_CARE,
  ];
  return sentences.filter(Boolean).join(' ');
}
