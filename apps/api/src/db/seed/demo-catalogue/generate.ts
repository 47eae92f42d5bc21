import { garmentImageUrl } from '@threadway/contracts';
import type { categories } from '../../schema/index.ts';
import { generateAlbums } from './albums.ts';
import { CATEGORY_TREE, leafEntries } from './categories.ts';
import { generateContent, type ContentTargets } from './content.ts';
import { generateEvents } from './events.ts';
import { GARMENTS } from './garments.ts';
import { navigationTree, type NavTargets } from './navigation.ts';
import { generatePosts } from './posts.ts';
import { createProductGenerator, type ProductDraft, type ProductSummary } from './products.ts';
import { createRandom, mixSeed, seedFromText } from './random.ts';
import { ACCENT_HEXES, COLOURS } from './vocabulary.ts';
import { everyLocale } from './more-locales.ts';

export const DEFAULT_SEED = 'threadway-demo-catalogue';

export interface CatalogueOptions {
  products: number;
  /** Same seed, count and `now`: the same catalogue. */
  seed?: string;
  /** Dates (listing, reviews, events) are relative to this moment. */
  now: Date;
}

export type CategoryRow = Omit<typeof categories.$inferInsert, 'id' | 'parentId'>;
export interface CategoryDraft {
  row: CategoryRow;
  children: CategoryDraft[];
}

/** Streams of the PRNG besides the products' own (product i uses stream i). */
const STREAMS = { events: 2_000_000_001, albums: 2_000_000_002, posts: 2_000_000_003, content: 2_000_000_004 } as const;

/**
 * The demo catalogue as data, without a database: categories, products in chunks (so a large
 * catalogue never sits in memory whole) and everything built on the products' summaries.
 */
export function catalogueGenerator(options: CatalogueOptions) {
  const seed = seedFromText(options.seed ?? DEFAULT_SEED);
  const { now } = options;
  const leaves = leafEntries();
  const stream = (name: keyof typeof STREAMS) => createRandom(mixSeed(seed, STREAMS[name]));

  return {
    leaves,

    /** The category tree; each node's picture is a plain garment of its first leaf's shape. */
    categories(): CategoryDraft[] {
      let position = 0;
      // Levels 1 and 2 show the shape of their first leaf, each in its own colour.
      const picture = (level: number) => {
        const leaf = leaves[position]!;
        const colour = COLOURS[(position * 7 + level * 11) % COLOURS.length]!;
        return garmentImageUrl({ silhouette: GARMENTS[leaf.leaf.garment].silhouette, pattern: 'solid', primary: colour.hex, secondary: ACCENT_HEXES[position % ACCENT_HEXES.length]!, variant: position * 3 + level });
      };
      return CATEGORY_TREE.map((top, topSort) => {
        const topImage = picture(1);
        return {
          row: { level: 1, name: top.name, names: everyLocale(top.name, top.names), categoryUrl: top.categoryUrl, imgUrl: topImage, sort: topSort, status: 1 },
          children: top.children.map((middle, middleSort) => {
            const middleImage = picture(2);
            return {
              row: { level: 2, name: middle.name, names: everyLocale(middle.name, middle.names), categoryUrl: middle.categoryUrl, imgUrl: middleImage, sort: middleSort, status: 1 },
              children: middle.children.map((leaf, leafSort) => {
                const imgUrl = picture(3);
                position++;
                return { row: { level: 3, name: leaf.name, names: everyLocale(leaf.name, leaf.names), categoryUrl: leaf.categoryUrl, imgUrl, sort: leafSort, status: 1 }, children: [] };
              }),
            };
          }),
        };
      });
    },

    /** Products in order, `size` at a time. */
    *productChunks(size: number): Generator<ProductDraft[]> {
      const generateProduct = createProductGenerator({ seed, now, leaves });
      for (let start = 0; start < options.products; start += size) {
        const end = Math.min(options.products, start + size);
        yield Array.from({ length: end - start }, (_, i) => generateProduct(start + i));
      }
    },

    events: (summaries: readonly ProductSummary[]) => generateEvents(stream('events'), summaries, now),
    albums: (summaries: readonly ProductSummary[]) => generateAlbums(stream('albums'), summaries),
    posts: (summaries: readonly ProductSummary[]) => generatePosts(stream('posts'), summaries, leaves, now),
    content: (targets: ContentTargets) => generateContent(stream('content'), targets),
    navigation: (targets: NavTargets) => navigationTree(targets),
  };
}
export type CatalogueGenerator = ReturnType<typeof catalogueGenerator>;
