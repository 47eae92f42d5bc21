import type { Random } from './random.ts';
import { REVIEWER_FIRST_NAMES, REVIEWER_LAST_INITIALS, REVIEW_TEXTS } from './vocabulary.ts';

export interface ReviewDraft {
  name: string;
  email: string;
  rating: number;
  content: string;
  colour: string;
  size: string;
  status: number;
  createdAt: Date;
}

/** Most wholesale buyers who write a review are happy: ratings lean to 4 and 5. */
type Rating = 1 | 2 | 3 | 4 | 5;
const RATINGS: readonly { rating: Rating; weight: number }[] = [
  { rating: 5, weight: 56 },
  { rating: 4, weight: 26 },
  { rating: 3, weight: 10 },
  { rating: 2, weight: 5 },
  { rating: 1, weight: 3 },
];

export interface ReviewedProduct {
  colours: readonly string[];
  sizes: readonly string[];
  fabric: string;
  createdAt: Date;
  /** Popularity 0..1: popular products collect more reviews. */
  popularity: number;
}

/**
 * A review text no other reviewer of the product wrote: one of the rating's texts not used yet,
 * and once they are all used, two of them together in an order not used yet.
 */
function freshText(random: Random, rating: Rating, used: Set<string>): string {
  const texts = REVIEW_TEXTS[rating];
  const unused = texts.filter((text) => !used.has(text));
  if (unused.length > 0) return random.pick(unused);
  const pairs = texts.flatMap((a) => texts.filter((b) => b !== a).map((b) => `${a} ${b}`)).filter((text) => !used.has(text));
  return pairs.length > 0 ? random.pick(pairs) : `${random.pick(texts)} (${used.size})`;
}

/** 0-15 reviews of one product by different people, dated between its listing and now; no two say the same. */
export function generateReviews(random: Random, product: ReviewedProduct, now: Date): ReviewDraft[] {
  const count = Math.min(15, Math.floor(random.next() * 6 + product.popularity * 11));
  const listed = product.createdAt.getTime();
  const usedTexts = new Set<string>();
  const usedNames = new Set<string>();
  return Array.from({ length: count }, () => {
    const first = random.pick(REVIEWER_FIRST_NAMES.filter((name) => !usedNames.has(name)));
    usedNames.add(first);
    const initial = random.pick([...REVIEWER_LAST_INITIALS]);
    const { rating } = random.weighted(RATINGS, (r) => r.weight);
    const colour = random.pick(product.colours);
    const size = random.pick(product.sizes);
    const template = freshText(random, rating, usedTexts);
    usedTexts.add(template);
    const content = template.replaceAll('{colour}', colour.toLowerCase()).replaceAll('{size}', size).replaceAll('{fabric}', product.fabric.toLowerCase());
    return {
      name: `${first} ${initial}.`,
      email: `${first.toLowerCase()}.${initial.toLowerCase()}${random.int(1, 99)}@example.com`,
      rating,
      content,
      colour,
      size,
      // A few reviews were hidden by an operator.
      status: random.chance(0.02) ? 0 : 1,
      createdAt: new Date(listed + Math.floor(random.next() * (now.getTime() - listed))),
    };
  });
}
