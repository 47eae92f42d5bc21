import { avatarImageUrl, garmentImageUrl } from '@threadway/contracts';
import type { ProductAttributes } from '../../schema/index.ts';
import type { LeafEntry } from './categories.ts';
import { GARMENTS } from './garments.ts';
import type { ProductSummary } from './products.ts';
import type { Random } from './random.ts';
import { INFLUENCERS, POST_TITLES } from './vocabulary.ts';

export interface PostDraft {
  influencer: string;
  avatarUrl: string;
  title: string;
  imageUrl: string;
  followers: number;
  /** Leaf category of the main product. */
  categoryUrl: string;
  tags: ProductAttributes & { colour?: string };
  /** Product indexes: the look's main product first, then similar ones. */
  products: number[];
  releaseTime: Date;
}

const POST_COUNT = 40;
const DAY_MS = 86_400_000;
const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 2);

/**
 * Influencers' Pick: each post shows a look built around one on-sale product, tagged with its
 * attributes, and links 4-8 products: the main one and others of the same category, the closest
 * in style and pattern first.
 */
export function generatePosts(random: Random, summaries: readonly ProductSummary[], leaves: readonly LeafEntry[], now: Date): PostDraft[] {
  const onSale = summaries.filter((s) => s.onSale);
  if (onSale.length === 0) return [];
  const byLeaf = new Map<number, ProductSummary[]>();
  for (const s of onSale) {
    const list = byLeaf.get(s.leafPosition) ?? [];
    list.push(s);
    byLeaf.set(s.leafPosition, list);
  }
  const mains = random.sample(onSale, POST_COUNT);

  return Array.from({ length: POST_COUNT }, (_, i) => {
    const main = mains[i % mains.length]!;
    const entry = leaves[main.leafPosition]!;
    const influencer = random.pick(INFLUENCERS);
    const closeness = (s: ProductSummary) =>
      (s.attributes.style === main.attributes.style ? 2 : 0) + (s.pattern === main.pattern ? 1 : 0) + (s.attributes.material === main.attributes.material ? 1 : 0);
    const sameLeaf = (byLeaf.get(main.leafPosition) ?? []).filter((s) => s.index !== main.index);
    const sameBranch = onSale.filter((s) => s.index !== main.index && s.leafPosition !== main.leafPosition && leaves[s.leafPosition]!.middle === entry.middle);
    const similar = [...sameLeaf, ...sameBranch]
      .slice(0, 200)
      .map((s) => ({ s, score: closeness(s) + random.next() }))
      .sort((a, b) => b.score - a.score)
      .slice(0, random.int(3, 7))
      .map(({ s }) => s.index);
    const title = random
      .pick(POST_TITLES)
      .replaceAll('{colour}', main.colour.name.toLowerCase())
      .replaceAll('{style}', (main.attributes.style ?? 'casual').toLowerCase())
      .replaceAll('{noun}', main.noun.toLowerCase());
    return {
      influencer: influencer.name,
      avatarUrl: avatarImageUrl(initialsOf(influencer.name), influencer.hex),
      title: title.charAt(0).toUpperCase() + title.slice(1),
      imageUrl: garmentImageUrl(
        { silhouette: GARMENTS[entry.leaf.garment].silhouette, pattern: main.pattern, primary: main.colour.hex, secondary: main.secondaryHex, variant: random.int(0, 999) },
        'looks',
      ),
      followers: influencer.followers,
      categoryUrl: entry.leaf.categoryUrl,
      tags: { ...main.attributes, colour: main.colour.name },
      products: [main.index, ...similar],
      releaseTime: new Date(now.getTime() - Math.floor(random.next() * 60 * DAY_MS)),
    };
  });
}
