import { bannerImageUrl } from '@threadway/contracts';
import type { discounts } from '../../schema/index.ts';
import type { ProductSummary } from './products.ts';
import type { Random } from './random.ts';
import { tr, type Translations } from './vocabulary.ts';
import { everyLocale } from './more-locales.ts';

export interface DiscountDraft {
  /** Stable name for links between drafts (banners link festival collections). */
  key: string;
  row: Omit<typeof discounts.$inferInsert, 'id'>;
  products: { index: number; discountPercent: number; spikeTotalStock: number | null; spikeSoldStock: number; sort: number }[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface EventPlan {
  key: string;
  type: 1 | 2 | 3;
  name: string;
  names: Translations;
  description: string;
  /** Start and end relative to now. */
  startMs: number;
  endMs: number;
  products: readonly [min: number, max: number];
  percent: readonly [min: number, max: number];
  theme: 'sale' | 'festival' | 'custom';
  /** Festival collections prefer products that fit their theme. */
  fits?: (p: ProductSummary) => boolean;
}

const wintery = (p: ProductSummary) => p.attributes.season === 'Winter' || p.attributes.season === 'Autumn';
const partyish = (p: ProductSummary) => p.attributes.style === 'Party' || p.attributes.style === 'Elegant';
const springy = (p: ProductSummary) => p.attributes.season === 'Spring' || p.attributes.season === 'Summer';

/** Three flash sales running now (ending in 6 h, 30 h and 3 days), one that ended, three discount events and four festival collections. */
const PLANS: readonly EventPlan[] = [
  { key: 'flash-midnight', type: 1, name: 'Midnight Flash Sale', names: tr('午夜闪购', 'Полуночная распродажа', 'Vente flash de minuit', 'Mitternachts-Flash-Sale', 'Venda relâmpago da meia-noite', 'Venta flash de medianoche', '真夜中のタイムセール'), description: 'Deep discounts on best-selling basics until midnight.', startMs: -18 * HOUR_MS, endMs: 6 * HOUR_MS, products: [8, 20], percent: [20, 60], theme: 'sale' },
  { key: 'flash-weekend', type: 1, name: 'Weekend Flash Sale', names: tr('周末闪购', 'Распродажа выходного дня', 'Vente flash du week-end', 'Wochenend-Flash-Sale', 'Venda relâmpago de fim de semana', 'Venta flash de fin de semana', '週末タイムセール'), description: 'Limited pieces at flash prices all weekend.', startMs: -DAY_MS, endMs: 30 * HOUR_MS, products: [8, 20], percent: [15, 50], theme: 'sale' },
  { key: 'flash-72h', type: 1, name: '72-Hour Flash Sale', names: tr('72小时闪购', 'Распродажа 72 часа', 'Vente flash 72 heures', '72-Stunden-Flash-Sale', 'Venda relâmpago de 72 horas', 'Venta flash de 72 horas', '72時間タイムセール'), description: 'Three days of flash prices on new-season styles.', startMs: -2 * HOUR_MS, endMs: 3 * DAY_MS, products: [8, 20], percent: [10, 45], theme: 'sale' },
  { key: 'flash-early-bird', type: 1, name: 'Early Bird Flash Sale', names: tr('早鸟闪购', 'Ранняя распродажа', 'Vente flash lève-tôt', 'Early-Bird-Flash-Sale', 'Venda relâmpago antecipada', 'Venta flash anticipada', '早割タイムセール'), description: 'Our early-bird offers have ended.', startMs: -5 * DAY_MS, endMs: -2 * DAY_MS, products: [8, 20], percent: [10, 40], theme: 'sale' },
  { key: 'event-summer-clearance', type: 2, name: 'Summer Clearance', names: tr('夏季清仓', 'Летняя распродажа', 'Déstockage d’été', 'Sommer-Räumungsverkauf', 'Liquidação de verão', 'Liquidación de verano', 'サマークリアランス'), description: 'Last-chance prices on summer styles while stock lasts.', startMs: -4 * DAY_MS, endMs: 10 * DAY_MS, products: [12, 30], percent: [20, 40], theme: 'sale' },
  { key: 'event-bulk-buy', type: 2, name: 'Bulk Buy Savings', names: tr('批量采购优惠', 'Скидки на оптовые закупки', 'Économies sur les achats en gros', 'Mengenrabatt-Aktion', 'Economia em compras no atacado', 'Ahorro en compras al por mayor', 'まとめ買いセール'), description: 'Stock up on core pieces with extra savings.', startMs: -2 * DAY_MS, endMs: 14 * DAY_MS, products: [12, 30], percent: [10, 25], theme: 'custom' },
  { key: 'event-new-season', type: 2, name: 'New Season Markdown', names: tr('新季特惠', 'Скидки нового сезона', 'Remises nouvelle saison', 'Neue-Saison-Rabatte', 'Descontos da nova estação', 'Rebajas de nueva temporada', '新作シーズンセール'), description: 'Fresh arrivals at introductory prices.', startMs: -DAY_MS, endMs: 7 * DAY_MS, products: [12, 30], percent: [10, 30], theme: 'sale' },
  { key: 'festival-black-friday', type: 3, name: 'Black Friday Edit', names: tr('黑色星期五精选', 'Подборка «Чёрная пятница»', 'Sélection Black Friday', 'Black-Friday-Auswahl', 'Seleção Black Friday', 'Selección Black Friday', 'ブラックフライデー特集'), description: 'The styles our sellers stock up on before the biggest shopping weekend of the year.', startMs: -3 * DAY_MS, endMs: 20 * DAY_MS, products: [15, 30], percent: [10, 30], theme: 'festival' },
  { key: 'festival-christmas', type: 3, name: 'Christmas Party', names: tr('圣诞派对', 'Рождественская вечеринка', 'Fête de Noël', 'Weihnachtsfeier', 'Festa de Natal', 'Fiesta de Navidad', 'クリスマスパーティー'), description: 'Velvet, satin and sparkle for the party season.', startMs: -3 * DAY_MS, endMs: 35 * DAY_MS, products: [15, 30], percent: [5, 25], theme: 'festival', fits: partyish },
  { key: 'festival-winter', type: 3, name: 'Winter Essentials', names: tr('冬季必备', 'Зимние must-have', 'Essentiels d’hiver', 'Winter-Essentials', 'Essenciais de inverno', 'Esenciales de invierno', '冬の定番アイテム'), description: 'Knits, coats and layers for the cold months.', startMs: -3 * DAY_MS, endMs: 45 * DAY_MS, products: [15, 30], percent: [5, 25], theme: 'festival', fits: wintery },
  { key: 'festival-spring', type: 3, name: 'Spring Preview', names: tr('春季预览', 'Весенняя коллекция', 'Avant-première printemps', 'Frühlings-Vorschau', 'Prévia de primavera', 'Avance de primavera', '春の新作プレビュー'), description: 'A first look at light fabrics and fresh colours for spring.', startMs: -3 * DAY_MS, endMs: 60 * DAY_MS, products: [15, 30], percent: [5, 20], theme: 'festival', fits: springy },
];

/**
 * The events and the products on offer in each. Products are dealt from one shuffled deck of
 * on-sale products, so no product is in two events unless the catalogue is too small.
 */
export function generateEvents(random: Random, summaries: readonly ProductSummary[], now: Date): DiscountDraft[] {
  const deck = random.sample(
    summaries.filter((s) => s.onSale),
    summaries.length,
  );
  const used = new Set<number>();
  const deal = (count: number, fits?: (p: ProductSummary) => boolean): ProductSummary[] => {
    const wanted = Math.min(count, deck.length);
    const chosen: ProductSummary[] = [];
    const taken = new Set<number>();
    // Unused products that fit the theme first, then any unused one, then (small catalogues) any.
    const passes = [(p: ProductSummary) => !used.has(p.index) && (!fits || fits(p)), (p: ProductSummary) => !used.has(p.index), () => true];
    for (const accept of passes) {
      for (const product of deck) {
        if (chosen.length >= wanted) break;
        if (taken.has(product.index) || !accept(product)) continue;
        taken.add(product.index);
        chosen.push(product);
      }
    }
    for (const product of chosen) used.add(product.index);
    return chosen;
  };

  return PLANS.map((plan, sort): DiscountDraft => {
    const chosen = deal(random.int(plan.products[0], plan.products[1]), plan.fits);
    const expired = plan.endMs < 0;
    return {
      key: plan.key,
      row: {
        type: plan.type,
        name: plan.name,
        names: everyLocale(plan.name, plan.names),
        description: plan.description,
        bannerUrl: bannerImageUrl({ theme: plan.theme, primary: random.pick(['1f2a44', '6d1a2c', '1b1b1d', '138a5c']), secondary: random.pick(['f2d03b', 'f6f5f1', 'ee6f61']), variant: random.int(0, 999) }),
        startTime: new Date(now.getTime() + plan.startMs),
        endTime: new Date(now.getTime() + plan.endMs),
        status: 1,
        sort,
      },
      products: chosen.map((product, position) => {
        const spikeTotalStock = plan.type === 1 ? random.int(5, 50) * 10 : null;
        return {
          index: product.index,
          discountPercent: random.int(plan.percent[0], plan.percent[1]),
          spikeTotalStock,
          // An ended sale sold most of its pieces; a running one part of them.
          spikeSoldStock: spikeTotalStock === null ? 0 : Math.floor(spikeTotalStock * (expired ? 0.6 + random.next() * 0.4 : random.next() * 0.9)),
          sort: position,
        };
      }),
    };
  });
}
