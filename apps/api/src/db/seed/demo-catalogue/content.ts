import { bannerImageUrl, type adBar } from '@threadway/contracts';
import type { z } from 'zod';
import type { adPopups, banners } from '../../schema/index.ts';
import type { Random } from './random.ts';
import { tr } from './vocabulary.ts';
import { everyLocale } from './more-locales.ts';

export interface ContentTargets {
  newInAlbumId: number;
  /** The festival collection the home banner promotes. */
  festivalDiscountId: number;
  /** End of the flash sale the popup counts down to. */
  flashSaleEnd: Date;
}

export interface ContentDraft {
  banners: Omit<typeof banners.$inferInsert, 'id'>[];
  adBar: z.infer<typeof adBar>;
  adPopup: Omit<typeof adPopups.$inferInsert, 'id'>;
}

/** Home banners, the ad bar (stored in system_settings) and one ad popup. */
export function generateContent(random: Random, targets: ContentTargets): ContentDraft {
  const picture = (theme: Parameters<typeof bannerImageUrl>[0]['theme'], primary: string, secondary: string) =>
    bannerImageUrl({ theme, primary, secondary, variant: random.int(0, 999) });
  const banner = (title: string, titles: Record<string, string>, theme: Parameters<typeof picture>[0], primary: string, secondary: string, linkUrl: string, sort: number) => {
    const imageUrl = picture(theme, primary, secondary);
    // The same picture drawn in the narrow layout (contracts media.ts: /media/banners/mobile/{name}).
    return { title, titles: everyLocale(title, titles), imageUrl, mobileImageUrl: imageUrl.replace('/media/banners/', '/media/banners/mobile/'), linkUrl, status: 1, sort };
  };
  return {
    banners: [
      banner('Flash Sale: up to 60% off', tr('限时闪购：低至4折', 'Флеш-распродажа: скидки до 60%', 'Vente flash : jusqu’à -60 %', 'Flash-Sale: bis zu 60 % Rabatt', 'Venda relâmpago: até 60% de desconto', 'Venta flash: hasta 60 % de descuento', 'タイムセール：最大60%オフ'), 'sale', 'c8232c', 'f2d03b', '/mall/flash-sale', 0),
      banner('New In This Week', tr('本周新品', 'Новинки недели', 'Nouveautés de la semaine', 'Neu diese Woche', 'Novidades da semana', 'Novedades de la semana', '今週の新着'), 'newin', '9cae8c', 'f6f5f1', `/mall/album?type=1&moduleId=${targets.newInAlbumId}`, 1),
      banner('Black Friday Edit', tr('黑色星期五精选', 'Подборка «Чёрная пятница»', 'Sélection Black Friday', 'Black-Friday-Auswahl', 'Seleção Black Friday', 'Selección Black Friday', 'ブラックフライデー特集'), 'festival', '1b1b1d', 'd1a22e', `/mall/festival-collection?discountId=${targets.festivalDiscountId}`, 2),
      banner('Fast Worldwide Shipping', tr('全球快速配送', 'Быстрая доставка по всему миру', 'Livraison rapide dans le monde entier', 'Schneller weltweiter Versand', 'Envio rápido para todo o mundo', 'Envío rápido a todo el mundo', '世界へスピード配送'), 'shipping', '1f2a44', '8fbfe0', '/mall/shipping-cost', 3),
    ],
    adBar: {
      beforeLoginImg: picture('newin', '1f2a44', 'f6f5f1'),
      afterLoginImg: picture('sale', 'c8232c', 'f6f5f1'),
      beforeLoginLink: '/register',
      afterLoginLink: '/mall/flash-sale',
      beforeBackgroundColor: '#1f2a44',
      afterBackgroundColor: '#c8232c',
    },
    adPopup: {
      mainImage: picture('sale', '6d1a2c', 'f2d03b'),
      iconImage: picture('sale', 'c8232c', 'f6f5f1'),
      popupLink: '/mall/flash-sale',
      countdownEndTime: targets.flashSaleEnd,
      delayTime: 3,
      acceptType: 0,
      displayPageType: 0,
      status: 1,
    },
  };
}
