import { discountedPrice } from '@threadway/contracts';
import type { LocaleCode, ProductCard, SupplierRank, TermKind, Vocabulary } from '@threadway/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { intArray, queryRows } from '../sql.ts';
import { loadVocabulary } from '../vocabulary/vocabulary.ts';

export interface Viewer {
  locale: LocaleCode;
  /** Guests see no prices ('Register to unlock wholesale price', spec 6). */
  guest: boolean;
}

/** A catalogue term (stored in English) in the viewer's language. */
export type Say = (kind: TermKind, english: string) => string;
export const sayIn =
  (vocabulary: Vocabulary, locale: LocaleCode): Say =>
  (kind, english) =>
    vocabulary.translate(kind, english, locale);

export const seoPathOf = (categoryUrl: string, seoSlug: string) => `/product-detail/${categoryUrl}/${seoSlug}`;

/** The columns a card is made of (the detail query selects the same ones). */
export interface CardColumns {
  kk_product_id: string;
  item_no: string;
  name: string;
  main_image_url: string | null;
  price_cents: number;
  original_price_cents: number;
  discount_percent: number | null;
  discount_type: number | null;
  end_time_ms: string | number | null;
  total_stock: number;
  sales: number;
  warehouses: string[];
  supplier_rank: SupplierRank;
  product_type: number;
  min_order_quantity: number | null;
  category_url: string;
  seo_slug: string;
  category_id: number;
  fabric: string | null;
}

export interface CardRow extends CardColumns {
  id: number;
  colours: ProductCard['colours'];
}

/**
 * A row `dp` of discount_products (joined to its event `dg`) discounts now: the event is on and
 * running, and a flash sale whose pieces are all sold no longer discounts.
 */
export const discountRunsNow = sql`dg.status = 1 and dg.start_time <= now() and dg.end_time > now()
      and (dp.spike_total_stock is null or dp.spike_sold_stock < dp.spike_total_stock)`;

/** The discount running now on a product, as a lateral subquery on `p`: the deepest one when several overlap. */
export const activeDiscountLateral = sql`
  left join lateral (
    select dp.discount_percent, dg.type as discount_type, dg.end_time, dp.discount_id, dp.spike_sold_stock, dp.spike_total_stock
    from discount_products dp
    join discounts dg on dg.id = dp.discount_id
    where dp.product_id = p.id and ${discountRunsNow}
    order by dp.discount_percent desc, dg.end_time
    limit 1
  ) d on true`;

/**
 * The card columns (CardRow) of the products whose ids `ids` (an int[] expression) holds: name in
 * the viewer's language (English fallback), the active discount, on-sale colours with their image
 * (kept with the product's summary, product-summary.ts), and the SEO path. Unknown ids are absent.
 * A statement of its own (loadProductCardMap) or a lateral part of one (the product list).
 */
export const cardRowsOf = (ids: SQL, viewer: Viewer) => sql`
    select p.id, p.kk_product_id, p.item_no, coalesce(t.name, p.name) as name, p.main_image_url,
      p.price_cents, p.original_price_cents, d.discount_percent, d.discount_type,
      (extract(epoch from d.end_time) * 1000)::bigint as end_time_ms,
      p.total_stock, p.sales, p.warehouses, p.supplier_rank, p.product_type, p.min_order_quantity,
      c.category_url, p.seo_slug, p.category_id, p.fabric,
      p.card_colours as colours
    from products p
    join categories c on c.id = p.category_id
    left join product_texts t on t.product_id = p.id and t.locale = ${viewer.locale}
    ${activeDiscountLateral}
    where p.id = any(${ids})`;

/** Product cards (contracts `productCard`) for the given products, by product id, in ONE statement (cardRowsOf). */
export async function loadProductCardMap(executor: Executor, productIds: readonly number[], viewer: Viewer): Promise<Map<number, ProductCard>> {
  if (productIds.length === 0) return new Map();
  const [vocabulary, rows] = await Promise.all([loadVocabulary(executor), queryRows<CardRow>(executor, cardRowsOf(intArray(productIds), viewer))]);
  const say = sayIn(vocabulary, viewer.locale);
  return new Map(rows.map((row) => [Number(row.id), toCard(row, viewer.guest, say)]));
}

/** The cards of the given products in the order given (one statement); unknown ids are skipped. */
export async function loadProductCards(executor: Executor, productIds: readonly number[], viewer: Viewer): Promise<ProductCard[]> {
  const cards = await loadProductCardMap(executor, productIds, viewer);
  return productIds.flatMap((id) => cards.get(id) ?? []);
}

/** A card from its columns; guests get no prices (spec 6); colours and fabric in the viewer's language. */
export function toCard(row: CardColumns & { colours: ProductCard['colours'] }, guest: boolean, say: Say): ProductCard {
  const percent = row.discount_percent === null ? null : Number(row.discount_percent);
  const price = Number(row.price_cents);
  return {
    kkProductId: row.kk_product_id,
    itemNo: row.item_no,
    name: row.name,
    mainImageUrl: row.main_image_url,
    price: guest ? null : price,
    originalPrice: guest ? null : Number(row.original_price_cents),
    discountPercent: percent,
    discountPrice: guest || percent === null ? null : discountedPrice(price, percent),
    discountType: row.discount_type === null ? null : Number(row.discount_type),
    endTime: row.end_time_ms === null ? null : Number(row.end_time_ms),
    inventory: Number(row.total_stock),
    sales: Number(row.sales),
    warehouses: row.warehouses,
    supplierRank: row.supplier_rank,
    productType: Number(row.product_type),
    minOrderQuantity: row.min_order_quantity === null ? null : Number(row.min_order_quantity),
    colours: row.colours.map((colour) => ({ ...colour, name: say('colour', colour.name) })),
    seoPath: seoPathOf(row.category_url, row.seo_slug),
    categoryId: Number(row.category_id),
    fabric: row.fabric === null ? null : say('fabric', row.fabric),
  };
}
