import { garmentImageUrl, supplierRank, type Pattern, type WarehouseCode } from '@threadway/contracts';
import type { ProductAttributes, products, skus } from '../../schema/index.ts';
import { ONE_SIZE, SIZE_SCALES, type LeafEntry } from './categories.ts';
import { describe } from './description.ts';
import { DETAILS, FABRICS, NOUNS, PATTERN_ADJECTIVES, STYLE_ADJECTIVES, type Adjective } from './garment-words.ts';
import { GARMENTS, type Garment, type GarmentKey } from './garments.ts';
import { englishName, slugify, translatedNames } from './names.ts';
import { moreNames } from './names-more.ts';
import { describeIn, DESCRIPTION_LOCALES } from './description-more.ts';
import { createRandom, mixSeed, type Random } from './random.ts';
import { generateReviews, type ReviewDraft } from './reviews.ts';
import { generateStock, stockByCountry, stockedCountries } from './stock.ts';
import { ACCENT_HEXES, COLOURS, DESIGN_ELEMENTS, PATTERN_NAMES, SEASONS, type Colour } from './vocabulary.ts';

export type ProductRow = Omit<typeof products.$inferInsert, 'categoryId'>;
export type SkuRow = Omit<typeof skus.$inferInsert, 'productId'>;

export interface SkuDraft {
  row: SkuRow;
  stock: { warehouseCode: WarehouseCode; stock: number }[];
}

/** What events, albums and posts need to know of a product, kept for every product while generating. */
export interface ProductSummary {
  index: number;
  leafPosition: number;
  createdAt: number;
  sales: number;
  onSale: boolean;
  rank: string;
  attributes: ProductAttributes;
  noun: string;
  colour: Colour;
  secondaryHex: string;
  pattern: Pattern;
}

/** One product with everything that hangs off it, before ids are known. */
export interface ProductDraft {
  index: number;
  categoryUrl: string;
  row: ProductRow;
  texts: { locale: string; name: string; description: string }[];
  images: { colour: string; url: string; sort: number }[];
  skus: SkuDraft[];
  reviews: ReviewDraft[];
  summary: ProductSummary;
}

const DAY_MS = 86_400_000;
const round5 = (cents: number) => Math.max(5, Math.round(cents / 5) * 5);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** kkProductId: a ten-digit number that does not reveal the order of creation (an affine permutation of the index). */
export const kkProductIdOf = (index: number) => String(1_000_000_000 + ((index * 387_420_489 + 104_729) % 1_000_000_000));
export const itemNoOf = (index: number) => `TW${1_000_000 + index}`;
const sizeCode = (size: string) => (size === ONE_SIZE ? 'OS' : size.replace(/[^0-9A-Za-z]/g, '').toUpperCase());

const PATTERN_WEIGHTS: Record<Garment['patterns'], Record<Pattern, number>> = {
  feminine: { solid: 46, stripes: 11, dots: 8, checks: 6, floral: 16, colorblock: 6, chevron: 3, camo: 0 },
  neutral: { solid: 56, stripes: 13, dots: 4, checks: 9, floral: 3, colorblock: 8, chevron: 3, camo: 2 },
  masculine: { solid: 54, stripes: 12, dots: 1, checks: 10, floral: 0, colorblock: 9, chevron: 4, camo: 8 },
};
const COLOUR_COUNTS = [
  { count: 2, weight: 20 },
  { count: 3, weight: 35 },
  { count: 4, weight: 30 },
  { count: 5, weight: 15 },
] as const;

function pickSizes(random: Random, entry: LeafEntry, garment: Garment): string[] {
  const scale = entry.audience.sizes;
  if ((scale === 'women' || scale === 'men') && random.chance(garment.oneSize ?? 0)) return [ONE_SIZE];
  const all: readonly string[] = SIZE_SCALES[scale];
  const [minLength, maxLength, maxStart] = scale === 'plus' ? [4, 5, 1] : scale === 'baby' ? [3, 5, 1] : scale === 'kids' ? [4, 6, 2] : [4, 6, 1];
  const start = random.int(0, maxStart);
  return all.slice(start, start + random.int(minLength, maxLength));
}

function pickAdjective(random: Random, pattern: Pattern, garmentKey: GarmentKey, styles: readonly string[], detailContour: string | undefined): Adjective | undefined {
  if (pattern !== 'solid' && random.chance(0.75)) return PATTERN_ADJECTIVES[pattern];
  if (!random.chance(0.7)) return undefined;
  // 'Cropped Crop Top', 'Slim Fit Wide Leg' or 'Boho Track Pants' would contradict the rest of the name.
  const fitting = STYLE_ADJECTIVES.filter((a) => !(garmentKey === 'crop' && a.en === 'Cropped') && !(detailContour && a.contour) && (!a.style || styles.includes(a.style)));
  return random.pick(fitting);
}

/**
 * Generates products one by one. State kept across products: the picture names already used,
 * so that no two products share a picture.
 */
export function createProductGenerator(options: { seed: number; now: Date; leaves: readonly LeafEntry[] }) {
  const { seed, now, leaves } = options;
  const usedImages = new Set<string>();

  function imageUrl(image: Parameters<typeof garmentImageUrl>[0]): string {
    let url = garmentImageUrl(image);
    for (let bump = 1; usedImages.has(url) && bump < 1000; bump++) url = garmentImageUrl({ ...image, variant: (image.variant + bump) % 1000 });
    usedImages.add(url);
    return url;
  }

  return function generateProduct(index: number): ProductDraft {
    const random = createRandom(mixSeed(seed, index));
    // The first pass gives every leaf category a product; after that, by each branch's share.
    const entry = index < leaves.length ? leaves[index]! : random.weighted(leaves, (l) => l.weight);
    const garmentKey = entry.leaf.garment;
    const garment: Garment = GARMENTS[garmentKey];
    // Men's and boys' clothes take the masculine mix of patterns, and no boho, whatever the garment.
    const masculine = entry.audience.gender === 'Men' || entry.audience.gender === 'Boys';
    const styles = garment.styles.filter((style) => !(masculine && style === 'Boho'));
    const patternWeights = PATTERN_WEIGHTS[masculine ? 'masculine' : garment.patterns];
    const pattern = random.weighted(Object.keys(patternWeights) as Pattern[], (p) => patternWeights[p]);
    const detail = DETAILS[random.pick(garment.details)];
    const fabricKey = random.pick(garment.fabrics);
    const fabric = FABRICS[fabricKey];
    const nounKey = random.pick(garment.nouns);
    const noun = NOUNS[nounKey];
    const adjective = pickAdjective(random, pattern, garmentKey, styles, detail.contour);
    const showFabric = random.chance(0.65) && !(fabricKey === 'denim' && garmentKey === 'jeans') && !(fabricKey === 'ribKnit' && adjective?.en === 'Ribbed');
    const parts = { adjective, fabric: showFabric ? fabric : undefined, detail: random.chance(0.85) ? detail : undefined, noun };
    const name = englishName(parts);

    const extraElements = random.sample(DESIGN_ELEMENTS, random.int(0, 2));
    const attributes: ProductAttributes = {
      fabric: fabric.en,
      pattern: PATTERN_NAMES[pattern],
      style: adjective?.style ?? random.pick(styles),
      material: fabric.material,
      gender: entry.audience.gender === 'Men' && random.chance(0.2) ? 'Unisex' : entry.audience.gender,
      contour: detail.contour ?? adjective?.contour ?? random.pick(garment.contours),
      season: fabric.seasons.length > 0 ? random.pick(fabric.seasons) : random.pick(SEASONS),
      designElements: [...new Set([...(detail.element ? [detail.element] : []), ...extraElements])],
    };

    const sizes = pickSizes(random, entry, garment);
    const colourCount = sizes.length === 1 ? random.int(5, 8) : random.weighted(COLOUR_COUNTS, (c) => c.weight).count;
    const colours = random.sample(COLOURS, colourCount);
    const accents = ACCENT_HEXES.filter((hex) => hex !== colours[0]!.hex);
    const secondaryHex = random.pick(accents);
    const silhouette = garment.silhouette;
    const images = colours.map((colour, sort) => ({
      colour: colour.name,
      // A colour equal to the accent gets the next accent, so patterns stay visible.
      url: imageUrl({ silhouette, pattern, primary: colour.hex, secondary: colour.hex === secondaryHex ? accents[(accents.indexOf(secondaryHex) + 1) % accents.length]! : secondaryHex, variant: random.int(0, 999) }),
      sort,
    }));

    const scale = entry.audience.scale;
    const basePrice = clamp(round5(random.int(garment.price[0], garment.price[1]) * scale), 350, 4800);
    const markup = 1.3 + random.next() * 0.6;
    const baseWeight = clamp(Math.round(random.int(garment.weight[0], garment.weight[1]) * scale), 120, 900);
    const roll = random.next();
    const status = roll < 0.03 ? 0 : roll < 0.06 ? 3 : roll < 0.09 ? 4 : 1;
    const productType = garment.printOnDemand && random.chance(0.2) ? 3 : random.chance(0.07) ? 2 : 1;
    const packOf = random.chance(0.1) ? random.int(2, 6) : null;
    const itemNo = itemNoOf(index);
    const kkProductId = kkProductIdOf(index);
    const createdAt = new Date(now.getTime() - Math.floor(random.next() * 180 * DAY_MS));

    const stock = generateStock(random, colours.length * sizes.length);
    // Popularity drives sales and reviews; a few products sell far more than the rest.
    const popularity = random.next() ** 3;
    const productSales = Math.floor(popularity * 6000);
    const skuDrafts: SkuDraft[] = [];
    colours.forEach((colour, c) => {
      sizes.forEach((size, s) => {
        const large = ['XXL', '3XL', '4XL', '5XL'].includes(size);
        const priceCents = large ? round5(basePrice * 1.06) : basePrice;
        const middle = (sizes.length - 1) / 2;
        skuDrafts.push({
          row: {
            skuCode: `${itemNo}-${colour.code}-${sizeCode(size)}`,
            colour: colour.name,
            colourHex: `#${colour.hex}`,
            size,
            priceCents,
            originalPriceCents: round5(priceCents * markup),
            weightGrams: clamp(baseWeight + Math.round((s - middle) * baseWeight * 0.04), 120, 900),
            status: status === 1 && random.chance(0.03) ? 0 : 1,
            // Middle sizes and the first colours sell best.
            sales: Math.floor((productSales / (colours.length * sizes.length)) * (1.4 - Math.abs(s - middle) * 0.2) * (1.3 - c * 0.1) * random.next() * 2),
            imageUrl: images[c]!.url,
          },
          stock: stock[c * sizes.length + s]!,
        });
      });
    });

    // The same rules as the catalogue service's refresh (product-summary.ts): price from the
    // cheapest on-sale SKU, stock, warehouses and rank from on-sale SKUs only.
    const onSaleSkus = skuDrafts.filter((s) => s.row.status === 1);
    const cheapest = (onSaleSkus.length > 0 ? onSaleSkus : skuDrafts).reduce((a, b) => (b.row.priceCents < a.row.priceCents ? b : a));
    const skuTotals = onSaleSkus.map((s) => s.stock.reduce((sum, r) => sum + r.stock, 0));
    const countryStock = stockByCountry(onSaleSkus.map((s) => s.stock));
    // Card colours: on-sale colours in SKU order, each with its picture (SKUs go colour by colour).
    const cardColours = colours
      .map((colour, c) => ({ name: colour.name, hex: `#${colour.hex}`, imageUrl: images[c]!.url }))
      .filter((colour) => onSaleSkus.some((s) => s.row.colour === colour.name));
    const sales = skuDrafts.reduce((sum, s) => sum + (s.row.sales ?? 0), 0);
    const rank = supplierRank(skuTotals);
    const keywords = [
      ...new Set([
        entry.top.name,
        entry.middle.name,
        entry.leaf.name,
        ...colours.map((c) => c.name),
        ...Object.values(attributes).flat(),
      ]),
    ].join(' ');

    const row: ProductRow = {
      kkProductId,
      itemNo,
      name,
      description: describe({ noun: noun.en, fabric: fabric.en, attributes, colourCount: colours.length, sizes, packOf, pick: random.pick }),
      seoSlug: `${slugify(name)}-${kkProductId}`,
      productType,
      status,
      attributes,
      fabric: fabric.en,
      minOrderQuantity: packOf,
      weightGrams: baseWeight,
      packingSize: `${30 + Math.round(baseWeight / 60)}*${24 + Math.round(baseWeight / 90)}*${2 + Math.round(baseWeight / 120)} cm`,
      processingTime: productType === 2 ? random.pick(['5~7', '7~10']) : productType === 3 ? '2~5' : random.chance(0.8) ? '1~3' : '2~4',
      priceCents: cheapest.row.priceCents,
      originalPriceCents: cheapest.row.originalPriceCents,
      totalStock: skuTotals.reduce((sum, n) => sum + n, 0),
      warehouses: stockedCountries(countryStock),
      stockCn: countryStock.CN,
      stockUs: countryStock.US,
      stockGb: countryStock.GB,
      stockDe: countryStock.DE,
      cardColours,
      supplierRank: rank,
      sales,
      mainImageUrl: images[0]!.url,
      keywords,
      createdAt,
      updatedAt: createdAt,
    };

    const names = { ...translatedNames(parts), ...moreNames(nounKey, showFabric ? { key: fabricKey, en: fabric.en } : undefined) };
    const facts = { fabric: fabric.en, attributes, colourCount: colours.length, sizes, packOf };
    return {
      index,
      categoryUrl: entry.leaf.categoryUrl,
      row,
      texts: DESCRIPTION_LOCALES.map((locale) => ({ locale, name: names[locale], description: describeIn(locale, facts) })),
      images,
      skus: skuDrafts,
      reviews: generateReviews(random, { colours: colours.map((c) => c.name), sizes, fabric: fabric.en, createdAt, popularity }, now),
      summary: {
        index,
        leafPosition: entry.position,
        createdAt: createdAt.getTime(),
        sales,
        onSale: status === 1,
        rank,
        attributes,
        noun: noun.en,
        colour: colours[0]!,
        secondaryHex,
        pattern,
      },
    };
  };
}
