import type { navItems } from '../../schema/index.ts';
import { CATEGORY_TREE } from './categories.ts';
import { tr } from './vocabulary.ts';
import { everyLocale } from './more-locales.ts';

export type NavRow = Omit<typeof navItems.$inferInsert, 'id' | 'parentId' | 'sort'>;
export interface NavDraft {
  row: NavRow;
  children: NavDraft[];
}

/** Where the links of the tree point: ids known once albums and events are written. */
export interface NavTargets {
  newInAlbumId: number;
  bestSellersAlbumId: number;
  festivals: { discountId: number; name: string; names: Record<string, string> }[];
  /** Picture of each leaf category by its categoryUrl. */
  categoryImages: Map<string, string>;
}

const item = (name: string, names: Record<string, string>, linkUrl: string | null, children: NavDraft[] = [], extra: Partial<NavRow> = {}): NavDraft => ({
  row: { name, names: everyLocale(name, names), linkUrl, imgUrl: null, labelImgUrl: null, status: 1, menuType: 1, ...extra },
  children,
});
const search = (term: string) => `/product-list?search=${encodeURIComponent(term)}`;

/**
 * The custom navigation (spec 3, Navigation item): three levels, links to albums, categories,
 * searches and events; one heading is disabled and one link is on the main site (menuType 2).
 */
export function navigationTree(targets: NavTargets): NavDraft[] {
  const women = CATEGORY_TREE.find((top) => top.categoryUrl === 'women')!;
  return [
    item('New In', tr('新品上市', 'Новинки', 'Nouveautés', 'Neuheiten', 'Novidades', 'Novedades', '新着'), `/mall/album?type=1&moduleId=${targets.newInAlbumId}`),
    item('Best Sellers', tr('畅销款', 'Хиты продаж', 'Meilleures ventes', 'Bestseller', 'Mais vendidos', 'Más vendidos', '売れ筋'), `/mall/album?type=2&moduleId=${targets.bestSellersAlbumId}`),
    item('Trending', tr('流行趋势', 'В тренде', 'Tendances', 'Trends', 'Tendências', 'Tendencias', 'トレンド'), null, [
      item('Aesthetics', tr('风格', 'Стили', 'Styles', 'Stilrichtungen', 'Estilos', 'Estilos', 'スタイル'), null, [
        item('Y2K', tr('Y2K', 'Y2K', 'Y2K', 'Y2K', 'Y2K', 'Y2K', 'Y2K'), search('y2k')),
        item('Boho', tr('波西米亚', 'Бохо', 'Bohème', 'Boho', 'Boho', 'Boho', 'ボヘミアン'), search('boho')),
        item('Minimalist', tr('极简', 'Минимализм', 'Minimaliste', 'Minimalistisch', 'Minimalista', 'Minimalista', 'ミニマル'), search('minimalist')),
        item('Vintage', tr('复古', 'Винтаж', 'Vintage', 'Vintage', 'Vintage', 'Vintage', 'ヴィンテージ'), search('vintage')),
      ]),
      item('Must-Haves', tr('必备单品', 'Must-have', 'Incontournables', 'Must-haves', 'Essenciais', 'Imprescindibles', '定番アイテム'), null, [
        item('Linen Shirts', tr('亚麻衬衫', 'Льняные рубашки', 'Chemises en lin', 'Leinenhemden', 'Camisas de linho', 'Camisas de lino', 'リネンシャツ'), search('linen shirt')),
        item('Wide Leg Trousers', tr('阔腿裤', 'Широкие брюки', 'Pantalons larges', 'Weite Hosen', 'Calças pantalona', 'Pantalones anchos', 'ワイドパンツ'), search('wide leg')),
        item('Maxi Dresses', tr('长款连衣裙', 'Платья макси', 'Robes longues', 'Maxikleider', 'Vestidos longos', 'Vestidos largos', 'マキシワンピース'), '/product-list/women-maxi-dresses', [], { imgUrl: targets.categoryImages.get('women-maxi-dresses') ?? null }),
        item('Oversized Hoodies', tr('宽松卫衣', 'Оверсайз худи', 'Sweats oversize', 'Oversize-Hoodies', 'Moletons oversized', 'Sudaderas oversize', 'オーバーサイズパーカー'), '/product-list/men-hoodies-sweatshirts', [], { imgUrl: targets.categoryImages.get('men-hoodies-sweatshirts') ?? null }),
      ]),
    ]),
    item(
      women.name,
      women.names,
      `/product-list/${women.categoryUrl}`,
      women.children.map((middle) =>
        item(
          middle.name,
          middle.names,
          `/product-list/${middle.categoryUrl}`,
          middle.children.map((leaf) => item(leaf.name, leaf.names, `/product-list/${leaf.categoryUrl}`, [], { imgUrl: targets.categoryImages.get(leaf.categoryUrl) ?? null })),
        ),
      ),
    ),
    item('Sale', tr('特惠', 'Распродажа', 'Soldes', 'Sale', 'Promoções', 'Rebajas', 'セール'), '/mall/discount', [
      item('Flash Sale', tr('限时闪购', 'Флеш-распродажа', 'Vente flash', 'Flash-Sale', 'Venda relâmpago', 'Venta flash', 'タイムセール'), '/mall/flash-sale'),
      item('Special Offers', tr('特别优惠', 'Спецпредложения', 'Offres spéciales', 'Sonderangebote', 'Ofertas especiais', 'Ofertas especiales', '特別オファー'), '/mall/discount'),
      item(
        'Festival Collections',
        tr('节日精选', 'Праздничные коллекции', 'Collections festives', 'Fest-Kollektionen', 'Coleções festivas', 'Colecciones festivas', 'シーズン特集'),
        null,
        targets.festivals.map((festival) => item(festival.name, festival.names, `/mall/festival-collection?discountId=${festival.discountId}`)),
      ),
    ]),
    // A heading shown but not clickable until the range launches.
    item('Swimwear (coming soon)', tr('泳装（即将上线）', 'Купальники (скоро)', 'Maillots de bain (bientôt)', 'Bademode (bald verfügbar)', 'Moda praia (em breve)', 'Bañadores (próximamente)', '水着（近日公開）'), null, [], { status: 0 }),
    item('Shipping & Delivery', tr('配送与物流', 'Доставка', 'Livraison', 'Versand & Lieferung', 'Envio e entrega', 'Envío y entrega', '配送について'), '/shipping', [], { menuType: 2 }),
  ];
}

