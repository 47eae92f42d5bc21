import type { Pattern } from '@threadway/contracts';

/**
 * Words of the demo catalogue that are not garment names: colours, attribute values and the
 * locales that get translated names. Garment words (nouns, fabrics, details, adjectives) and
 * their translations live in garment-words.ts.
 */

/** Locales with translated category, event and album names (the seven server language ids plus ja). */
export const NAME_LOCALES = ['zh-CN', 'ru', 'fr', 'de', 'pt', 'es', 'ja'] as const;
export type NameLocale = (typeof NAME_LOCALES)[number];
export type Translations = Record<NameLocale, string>;

/** Builds a translation record in NAME_LOCALES order, so the tables below stay one line each. */
export const tr = (zh: string, ru: string, fr: string, de: string, pt: string, es: string, ja: string): Translations => ({
  'zh-CN': zh,
  ru,
  fr,
  de,
  pt,
  es,
  ja,
});

/** Locales that get translated product names (word by word, see names.ts). */
export const PRODUCT_NAME_LOCALES = ['zh-CN', 'de', 'fr', 'es', 'ja'] as const;
export type ProductNameLocale = (typeof PRODUCT_NAME_LOCALES)[number];

export interface Colour {
  name: string;
  /** Six lowercase hex digits, no '#'. */
  hex: string;
  /** Short code used in SKU codes; unique. */
  code: string;
}

export const COLOURS: readonly Colour[] = [
  { name: 'Black', hex: '1b1b1d', code: 'BLK' },
  { name: 'White', hex: 'f6f5f1', code: 'WHT' },
  { name: 'Ivory', hex: 'efe6d2', code: 'IVY' },
  { name: 'Beige', hex: 'd9c4a3', code: 'BGE' },
  { name: 'Khaki', hex: 'b5a377', code: 'KHK' },
  { name: 'Camel', hex: 'b8864b', code: 'CML' },
  { name: 'Brown', hex: '6b4430', code: 'BRN' },
  { name: 'Chocolate', hex: '4a2c21', code: 'CHO' },
  { name: 'Light Grey', hex: 'c9c9c7', code: 'LGY' },
  { name: 'Grey', hex: '8d8f91', code: 'GRY' },
  { name: 'Charcoal', hex: '3d3f43', code: 'CHR' },
  { name: 'Navy', hex: '1f2a44', code: 'NVY' },
  { name: 'Royal Blue', hex: '2f4fb3', code: 'RBL' },
  { name: 'Sky Blue', hex: '8fbfe0', code: 'SKY' },
  { name: 'Denim Blue', hex: '4f6d8f', code: 'DNM' },
  { name: 'Teal', hex: '1f7a7a', code: 'TEA' },
  { name: 'Mint', hex: 'a8dcc5', code: 'MNT' },
  { name: 'Sage Green', hex: '9cae8c', code: 'SGE' },
  { name: 'Olive', hex: '6b6b2f', code: 'OLV' },
  { name: 'Army Green', hex: '4b5320', code: 'ARM' },
  { name: 'Emerald', hex: '138a5c', code: 'EMR' },
  { name: 'Yellow', hex: 'f2d03b', code: 'YLW' },
  { name: 'Mustard', hex: 'd1a22e', code: 'MST' },
  { name: 'Orange', hex: 'ec7a2c', code: 'ORG' },
  { name: 'Apricot', hex: 'f4b68c', code: 'APR' },
  { name: 'Coral', hex: 'ee6f61', code: 'CRL' },
  { name: 'Rust', hex: 'a6492a', code: 'RST' },
  { name: 'Red', hex: 'c8232c', code: 'RED' },
  { name: 'Burgundy', hex: '6d1a2c', code: 'BUR' },
  { name: 'Wine Red', hex: '8a1f3d', code: 'WIN' },
  { name: 'Pink', hex: 'f4a6b8', code: 'PNK' },
  { name: 'Baby Pink', hex: 'f8d3dc', code: 'BPK' },
  { name: 'Hot Pink', hex: 'e23d8d', code: 'HPK' },
  { name: 'Dusty Rose', hex: 'c48b8f', code: 'DRS' },
  { name: 'Lilac', hex: 'c8a8d8', code: 'LLC' },
  { name: 'Lavender', hex: 'b4a7e0', code: 'LAV' },
  { name: 'Purple', hex: '6a3d9a', code: 'PUR' },
  { name: 'Taupe', hex: '8b7d70', code: 'TPE' },
];

/** Accent colours for the second colour of a picture (stripes, dots, trims). */
export const ACCENT_HEXES = ['f6f5f1', '1b1b1d', '1f2a44', 'c8232c', 'd1a22e', '9cae8c', 'f4a6b8', '8fbfe0', 'b8864b', 'ec7a2c', '6a3d9a', '138a5c'] as const;

/** Attribute value of each picture pattern, as product attributes and filters show it. */
export const PATTERN_NAMES: Record<Pattern, string> = {
  solid: 'Solid',
  stripes: 'Striped',
  dots: 'Polka Dot',
  checks: 'Plaid',
  floral: 'Floral',
  colorblock: 'Colorblock',
  chevron: 'Chevron',
  camo: 'Camo',
};

export const STYLES = ['Casual', 'Elegant', 'Streetwear', 'Boho', 'Vintage', 'Minimalist', 'Office', 'Party', 'Y2K', 'Sporty'] as const;
export const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter', 'All Season'] as const;

/** Extra design elements a garment may carry besides the one its name shows. */
export const DESIGN_ELEMENTS = ['Pocket', 'Button', 'Zipper', 'Embroidery', 'Contrast Trim', 'Patchwork', 'Lace', 'Ruffle', 'Split', 'Drawstring', 'Cut Out', 'Belt'] as const;

export const REVIEWER_FIRST_NAMES = [
  'Emma', 'Olivia', 'Ava', 'Sophia', 'Mia', 'Amelia', 'Chloe', 'Grace', 'Lily', 'Zoe', 'Hannah', 'Nora', 'Leah', 'Isabel', 'Camila',
  'Lucia', 'Sofia', 'Elena', 'Clara', 'Marie', 'Julia', 'Anna', 'Lena', 'Yuki', 'Mei', 'Priya', 'Aisha', 'Fatima', 'Noah', 'Liam',
  'James', 'Lucas', 'Mateo', 'David', 'Daniel', 'Omar', 'Kenji', 'Jasmine', 'Tara', 'Rachel', 'Nicole', 'Brooke', 'Danielle', 'Monica',
];
export const REVIEWER_LAST_INITIALS = 'ABCDEFGHJKLMNOPRSTVWY';

/** Review texts by rating; {colour}, {size} and {fabric} are filled from the reviewed product. */
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Ordered 30 pieces for my boutique and they sold out within a week. The {fabric} feels premium for the price.',
    'True to size and the {colour} is exactly like the picture. Will reorder in more colours.',
    'My customers love this one. Stitching is neat, no loose threads, and it survived the wash test.',
    'Great quality for wholesale. Packed neatly, every piece folded in its own bag.',
    'Second time ordering this style. Consistent quality and fast dispatch from the warehouse.',
    'The fit is flattering and the fabric has a nice weight. Size {size} fits like a standard {size}.',
    'Beautiful colour and soft {fabric}. Already listed it in my store and got three orders on day one.',
    'Exactly as described. Shipping was quicker than expected and nothing was missing.',
    'Best seller in my shop this month. The {colour} shade photographs really well.',
    'Excellent value. I compared with two other suppliers and this is the nicest finish.',
  ],
  4: [
    'Good quality and nice {fabric}. Runs slightly small, so I would size up from {size}.',
    'Pretty close to the photos. The {colour} is a touch darker in person but still lovely.',
    'Solid basic for the price. One piece had a small mark that came out in the wash.',
    'Nice fit and comfortable. Delivery took a few extra days but the seller kept me updated.',
    'Customers are happy with it. I would like a few more colour options.',
    'Well made and the sizing chart was accurate. Packaging could be a bit sturdier.',
    'Lovely drape. Needs a quick steam after unpacking but otherwise perfect.',
  ],
  3: [
    'Decent for the price. The {fabric} is thinner than I expected.',
    'Colour matches, but size {size} runs large. Check the size chart before ordering.',
    'Okay quality. A couple of pieces had uneven hems; the rest were fine.',
    'Average. Sold a few but I probably will not restock this one.',
  ],
  2: [
    'The {colour} looked quite different from the listing photo.',
    'Sizing is inconsistent between pieces of the same size.',
    'Fabric pills after one wash. Not great for resale.',
  ],
  1: ['Arrived later than the estimate and two pieces had loose seams.', 'Not what I expected, the fabric feels cheap and the colour faded after washing.'],
};

export interface Influencer {
  name: string;
  followers: number;
  /** Avatar background, hex. */
  hex: string;
}

export const INFLUENCERS: readonly Influencer[] = [
  { name: 'Mia Laurent', followers: 842_300, hex: 'c48b8f' },
  { name: 'Sofia Reyes', followers: 517_900, hex: 'd1a22e' },
  { name: 'Hana Kimura', followers: 389_400, hex: '1f7a7a' },
  { name: 'Chloe Bennett', followers: 276_800, hex: '6a3d9a' },
  { name: 'Amara Okafor', followers: 198_500, hex: 'ec7a2c' },
  { name: 'Lena Fischer', followers: 154_200, hex: '4f6d8f' },
  { name: 'Isabella Rossi', followers: 121_700, hex: 'a6492a' },
  { name: 'Zara Ahmed', followers: 96_400, hex: '138a5c' },
  { name: 'Nina Petrova', followers: 71_900, hex: '8a1f3d' },
  { name: 'Camille Dubois', followers: 58_300, hex: 'b8864b' },
  { name: 'Jade Nguyen', followers: 43_600, hex: '2f4fb3' },
  { name: 'Olivia Park', followers: 31_200, hex: 'e23d8d' },
  { name: 'Maya Johnson', followers: 24_800, hex: '6b6b2f' },
  { name: 'Elena Costa', followers: 17_500, hex: '3d3f43' },
  { name: 'Ruby Walsh', followers: 9_800, hex: 'ee6f61' },
  { name: 'Ines Moreau', followers: 4_300, hex: '9cae8c' },
];

/** Post titles; {colour}, {style} and {noun} come from the post's main product. */
export const POST_TITLES = [
  'Weekend brunch in {colour}',
  'How I style a {style} {noun}',
  'Three ways to wear {colour} this season',
  'A {style} look for under $40 wholesale',
  'Packing for a city break: the {noun} edit',
  'Date night in a {colour} {noun}',
  'My go-to {noun} for everyday',
  '{colour} on {colour}: a tonal outfit',
  'The {style} capsule wardrobe, part 2',
  'Layering a {noun} for cooler evenings',
];

/** Search terms people look for most, with how often (the global hot list). */
export const HOT_SEARCH_TERMS: readonly { term: string; times: number; pinned?: boolean }[] = [
  { term: 'summer dress', times: 4820, pinned: true },
  { term: 'linen shirt', times: 3975 },
  { term: 'cargo pants', times: 3610 },
  { term: 'oversized hoodie', times: 3380 },
  { term: 'crop top', times: 3122 },
  { term: 'wide leg jeans', times: 2890 },
  { term: 'maxi dress', times: 2701 },
  { term: 'plus size jeans', times: 2455 },
  { term: 'ribbed knit sweater', times: 2210 },
  { term: 'satin blouse', times: 1987 },
  { term: 'yoga leggings', times: 1764 },
  { term: 'floral midi dress', times: 1532 },
  { term: 'denim jacket', times: 1298 },
  { term: 'kids hoodie', times: 1046 },
  { term: 'wool blend coat', times: 915 },
];
