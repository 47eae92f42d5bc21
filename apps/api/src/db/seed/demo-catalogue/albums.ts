import { bannerImageUrl } from '@threadway/contracts';
import type { albums } from '../../schema/index.ts';
import type { ProductSummary } from './products.ts';
import type { Random } from './random.ts';
import { tr } from './vocabulary.ts';
import { everyLocale } from './more-locales.ts';

export interface AlbumDraft {
  key: 'new-in' | 'best-sellers' | 'boutique-favourites' | 'y2k-revival';
  row: Omit<typeof albums.$inferInsert, 'id'>;
  /** Product indexes in display order. */
  products: number[];
}

const ALBUM_SIZE = 60;
const CURATED_SIZE = 36;

/** New In (the 60 newest), Best Sellers (the 60 best-selling) and two curated albums, all of on-sale products. */
export function generateAlbums(random: Random, summaries: readonly ProductSummary[]): AlbumDraft[] {
  const onSale = summaries.filter((s) => s.onSale);
  const top = (by: (s: ProductSummary) => number) => [...onSale].sort((a, b) => by(b) - by(a) || a.index - b.index).slice(0, ALBUM_SIZE).map((s) => s.index);
  const curated = (fits: (s: ProductSummary) => boolean) => {
    const matching = onSale.filter(fits);
    const pool = matching.length >= CURATED_SIZE ? matching : [...matching, ...onSale.filter((s) => !fits(s))];
    return random.sample(pool.slice(0, Math.max(CURATED_SIZE, matching.length)), CURATED_SIZE).map((s) => s.index);
  };
  const banner = (theme: 'newin' | 'bestsellers' | 'custom', primary: string, secondary: string) => bannerImageUrl({ theme, primary, secondary, variant: random.int(0, 999) });
  return [
    {
      key: 'new-in',
      row: { type: 1, name: 'New In', names: everyLocale('New In', tr('新品上市', 'Новинки', 'Nouveautés', 'Neuheiten', 'Novidades', 'Novedades', '新着')), bannerUrl: banner('newin', '9cae8c', 'f6f5f1'), sort: 0 },
      products: top((s) => s.createdAt),
    },
    {
      key: 'best-sellers',
      row: { type: 2, name: 'Best Sellers', names: everyLocale('Best Sellers', tr('畅销款', 'Хиты продаж', 'Meilleures ventes', 'Bestseller', 'Mais vendidos', 'Más vendidos', '売れ筋')), bannerUrl: banner('bestsellers', '1f2a44', 'd1a22e'), sort: 1 },
      products: top((s) => s.sales),
    },
    {
      key: 'boutique-favourites',
      row: { type: 3, name: 'Boutique Favourites', names: everyLocale('Boutique Favourites', tr('精品店最爱', 'Выбор бутиков', 'Coups de cœur des boutiques', 'Boutique-Lieblinge', 'Favoritos das boutiques', 'Favoritos de las boutiques', 'ブティックのお気に入り')), bannerUrl: banner('custom', 'c48b8f', 'f6f5f1'), sort: 2 },
      // Well-stocked products that reorder easily.
      products: curated((s) => s.rank === 'A'),
    },
    {
      key: 'y2k-revival',
      row: { type: 3, name: 'Y2K Revival', names: everyLocale('Y2K Revival', tr('Y2K复古风', 'Возвращение Y2K', 'Retour du Y2K', 'Y2K-Revival', 'A volta do Y2K', 'El regreso del Y2K', 'Y2Kリバイバル')), bannerUrl: banner('custom', 'e23d8d', '8fbfe0'), sort: 3 },
      products: curated((s) => s.attributes.style === 'Y2K' || s.attributes.style === 'Streetwear'),
    },
  ];
}
