import { tr, type Translations } from './vocabulary.ts';
import type { GarmentKey } from './garments.ts';

/** Size runs, each in the spec's order; a product takes a contiguous part of one. */
export const SIZE_SCALES = {
  women: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  men: ['S', 'M', 'L', 'XL', 'XXL', '3XL'],
  plus: ['XL', 'XXL', '3XL', '4XL', '5XL'],
  kids: ['3Y', '4Y', '5Y', '6Y', '7Y', '8Y', '10Y', '12Y'],
  baby: ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M'],
} as const;
export type SizeScale = keyof typeof SIZE_SCALES;
export const ONE_SIZE = 'One Size';

/** Who the products of a branch are for, and how their sizes, weights and prices scale. */
export interface Audience {
  gender: 'Women' | 'Men' | 'Girls' | 'Boys' | 'Unisex';
  sizes: SizeScale;
  /** Multiplies garment weight and price (children's clothes are smaller and cheaper). */
  scale: number;
}

export interface LeafCategory {
  name: string;
  names: Translations;
  categoryUrl: string;
  garment: GarmentKey;
}
export interface MiddleCategory {
  name: string;
  names: Translations;
  categoryUrl: string;
  /** Overrides the top category's audience (kids' girls, boys and baby branches). */
  audience?: Audience;
  children: readonly LeafCategory[];
}
export interface TopCategory {
  name: string;
  names: Translations;
  categoryUrl: string;
  audience: Audience;
  /** Relative share of the catalogue's products. */
  share: number;
  children: readonly MiddleCategory[];
}

const leaf = (name: string, names: Translations, categoryUrl: string, garment: GarmentKey): LeafCategory => ({ name, names, categoryUrl, garment });

const TOPS = tr('上衣', 'Топы', 'Hauts', 'Oberteile', 'Blusas e tops', 'Tops', 'トップス');
const DRESSES = tr('连衣裙', 'Платья', 'Robes', 'Kleider', 'Vestidos', 'Vestidos', 'ワンピース');
const BOTTOMS = tr('下装', 'Низ', 'Bas', 'Hosen & Röcke', 'Partes de baixo', 'Partes de abajo', 'ボトムス');
const OUTERWEAR = tr('外套', 'Верхняя одежда', 'Vestes et manteaux', 'Jacken & Mäntel', 'Casacos e jaquetas', 'Abrigos y chaquetas', 'アウター');
const KNITWEAR = tr('针织衫', 'Трикотаж', 'Maille', 'Strickmode', 'Tricô', 'Punto', 'ニット');
const T_SHIRTS = tr('T恤', 'Футболки', 'T-shirts', 'T-Shirts', 'Camisetas', 'Camisetas', 'Tシャツ');
const SHIRTS = tr('衬衫', 'Рубашки', 'Chemises', 'Hemden', 'Camisas', 'Camisas', 'シャツ');
const BLOUSES = tr('女士衬衫', 'Блузки', 'Blouses', 'Blusen', 'Blusas', 'Blusas', 'ブラウス');
const JEANS = tr('牛仔裤', 'Джинсы', 'Jeans', 'Jeans', 'Calças jeans', 'Vaqueros', 'ジーンズ');
const SHORTS = tr('短裤', 'Шорты', 'Shorts', 'Shorts', 'Shorts', 'Pantalones cortos', 'ショートパンツ');
const SKIRTS = tr('半身裙', 'Юбки', 'Jupes', 'Röcke', 'Saias', 'Faldas', 'スカート');
const LEGGINGS = tr('打底裤', 'Леггинсы', 'Leggings', 'Leggings', 'Leggings', 'Leggings', 'レギンス');
const JACKETS = tr('夹克', 'Куртки', 'Vestes', 'Jacken', 'Jaquetas', 'Chaquetas', 'ジャケット');
const COATS = tr('大衣', 'Пальто', 'Manteaux', 'Mäntel', 'Casacos', 'Abrigos', 'コート');
const SWEATERS = tr('毛衣', 'Свитеры', 'Pulls', 'Pullover', 'Suéteres', 'Jerséis', 'セーター');
const MAXI = tr('长款连衣裙', 'Платья макси', 'Robes longues', 'Maxikleider', 'Vestidos longos', 'Vestidos largos', 'マキシワンピース');
const MIDI = tr('中长款连衣裙', 'Платья миди', 'Robes mi-longues', 'Midikleider', 'Vestidos midi', 'Vestidos midi', 'ミディワンピース');

/**
 * The three-level tree of a wholesale apparel catalogue. Every `categoryUrl` is unique; the
 * leaf names carry their branch where the same name appears twice (T-Shirts under Women and Men).
 */
export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    name: 'Women',
    names: tr('女装', 'Женщинам', 'Femme', 'Damen', 'Feminino', 'Mujer', 'レディース'),
    categoryUrl: 'women',
    audience: { gender: 'Women', sizes: 'women', scale: 1 },
    share: 44,
    children: [
      {
        name: 'Tops',
        names: TOPS,
        categoryUrl: 'women-tops',
        children: [
          leaf('T-Shirts', T_SHIRTS, 'women-t-shirts', 'tee'),
          leaf('Blouses', BLOUSES, 'women-blouses', 'blouse'),
          leaf('Shirts', SHIRTS, 'women-shirts', 'shirt'),
          leaf('Tank Tops & Camis', tr('背心和吊带', 'Майки и топы на бретелях', 'Débardeurs et caracos', 'Tanktops & Camis', 'Regatas e blusas de alça', 'Camisetas de tirantes', 'タンクトップ・キャミソール'), 'women-tank-tops-camis', 'tank'),
          leaf('Crop Tops', tr('短款上衣', 'Кроп-топы', 'Crop tops', 'Crop-Tops', 'Cropped', 'Tops cortos', 'クロップトップ'), 'women-crop-tops', 'crop'),
        ],
      },
      {
        name: 'Dresses',
        names: DRESSES,
        categoryUrl: 'women-dresses',
        children: [
          leaf('Maxi Dresses', MAXI, 'women-maxi-dresses', 'maxi'),
          leaf('Midi Dresses', MIDI, 'women-midi-dresses', 'midi'),
          leaf('Mini Dresses', tr('短款连衣裙', 'Платья мини', 'Robes courtes', 'Minikleider', 'Vestidos curtos', 'Vestidos cortos', 'ミニワンピース'), 'women-mini-dresses', 'mini'),
          leaf('Shirt Dresses', tr('衬衫裙', 'Платья-рубашки', 'Robes chemises', 'Blusenkleider', 'Vestidos chemise', 'Vestidos camiseros', 'シャツワンピース'), 'women-shirt-dresses', 'shirtDress'),
        ],
      },
      {
        name: 'Bottoms',
        names: BOTTOMS,
        categoryUrl: 'women-bottoms',
        children: [
          leaf('Jeans', JEANS, 'women-jeans', 'jeans'),
          leaf('Trousers', tr('长裤', 'Брюки', 'Pantalons', 'Hosen', 'Calças', 'Pantalones', 'パンツ'), 'women-trousers', 'trousers'),
          leaf('Skirts', SKIRTS, 'women-skirts', 'skirt'),
          leaf('Shorts', SHORTS, 'women-shorts', 'shorts'),
          leaf('Leggings', LEGGINGS, 'women-leggings', 'leggings'),
        ],
      },
      {
        name: 'Knitwear',
        names: KNITWEAR,
        categoryUrl: 'women-knitwear',
        children: [
          leaf('Sweaters', SWEATERS, 'women-sweaters', 'sweater'),
          leaf('Cardigans', tr('开衫', 'Кардиганы', 'Cardigans', 'Cardigans', 'Cardigãs', 'Cárdigans', 'カーディガン'), 'women-cardigans', 'cardigan'),
        ],
      },
      {
        name: 'Outerwear',
        names: OUTERWEAR,
        categoryUrl: 'women-outerwear',
        children: [
          leaf('Jackets', JACKETS, 'women-jackets', 'jacket'),
          leaf('Coats', COATS, 'women-coats', 'coat'),
          leaf('Blazers', tr('西装外套', 'Блейзеры', 'Blazers', 'Blazer', 'Blazers', 'Blazers', 'ブレザー'), 'women-blazers', 'blazer'),
        ],
      },
      {
        name: 'Jumpsuits & Sets',
        names: tr('连体裤和套装', 'Комбинезоны и комплекты', 'Combinaisons et ensembles', 'Jumpsuits & Sets', 'Macacões e conjuntos', 'Monos y conjuntos', 'オールインワン・セットアップ'),
        categoryUrl: 'women-jumpsuits-sets',
        children: [
          leaf('Jumpsuits', tr('连体裤', 'Комбинезоны', 'Combinaisons', 'Jumpsuits', 'Macacões', 'Monos', 'オールインワン'), 'women-jumpsuits', 'jumpsuit'),
          leaf('Rompers', tr('连体短裤', 'Ромперы', 'Combishorts', 'Playsuits', 'Macaquinhos', 'Monos cortos', 'ロンパース'), 'women-rompers', 'romper'),
        ],
      },
    ],
  },
  {
    name: 'Men',
    names: tr('男装', 'Мужчинам', 'Homme', 'Herren', 'Masculino', 'Hombre', 'メンズ'),
    categoryUrl: 'men',
    audience: { gender: 'Men', sizes: 'men', scale: 1.1 },
    share: 22,
    children: [
      {
        name: 'Tops',
        names: TOPS,
        categoryUrl: 'men-tops',
        children: [
          leaf('T-Shirts', T_SHIRTS, 'men-t-shirts', 'tee'),
          leaf('Polo Shirts', tr('Polo衫', 'Поло', 'Polos', 'Poloshirts', 'Camisas polo', 'Polos', 'ポロシャツ'), 'men-polo-shirts', 'polo'),
          leaf('Shirts', SHIRTS, 'men-shirts', 'shirt'),
          leaf('Hoodies & Sweatshirts', tr('卫衣', 'Худи и свитшоты', 'Sweats à capuche et sweat-shirts', 'Hoodies & Sweatshirts', 'Moletons', 'Sudaderas', 'パーカー・スウェット'), 'men-hoodies-sweatshirts', 'hoodie'),
        ],
      },
      {
        name: 'Bottoms',
        names: BOTTOMS,
        categoryUrl: 'men-bottoms',
        children: [
          leaf('Jeans', JEANS, 'men-jeans', 'jeans'),
          leaf('Chinos', tr('休闲裤', 'Чиносы', 'Chinos', 'Chinohosen', 'Calças chino', 'Chinos', 'チノパン'), 'men-chinos', 'chinos'),
          leaf('Shorts', SHORTS, 'men-shorts', 'shorts'),
          leaf('Joggers', tr('慢跑裤', 'Джоггеры', 'Joggings', 'Jogginghosen', 'Calças jogger', 'Joggers', 'ジョガーパンツ'), 'men-joggers', 'joggers'),
        ],
      },
      {
        name: 'Outerwear',
        names: OUTERWEAR,
        categoryUrl: 'men-outerwear',
        children: [leaf('Jackets', JACKETS, 'men-jackets', 'jacket'), leaf('Coats', COATS, 'men-coats', 'coat')],
      },
      { name: 'Knitwear', names: KNITWEAR, categoryUrl: 'men-knitwear', children: [leaf('Sweaters', SWEATERS, 'men-sweaters', 'sweater')] },
    ],
  },
  {
    name: 'Kids',
    names: tr('童装', 'Детям', 'Enfant', 'Kinder', 'Infantil', 'Niños', 'キッズ'),
    categoryUrl: 'kids',
    audience: { gender: 'Girls', sizes: 'kids', scale: 0.6 },
    share: 13,
    children: [
      {
        name: 'Girls',
        names: tr('女童', 'Девочкам', 'Fille', 'Mädchen', 'Meninas', 'Niñas', 'ガールズ'),
        categoryUrl: 'kids-girls',
        audience: { gender: 'Girls', sizes: 'kids', scale: 0.6 },
        children: [
          leaf('Dresses', DRESSES, 'girls-dresses', 'kidsDress'),
          leaf('Tops', TOPS, 'girls-tops', 'kidsTop'),
          leaf('Skirts', SKIRTS, 'girls-skirts', 'skirt'),
          leaf('Outerwear', OUTERWEAR, 'girls-outerwear', 'kidsOuter'),
        ],
      },
      {
        name: 'Boys',
        names: tr('男童', 'Мальчикам', 'Garçon', 'Jungen', 'Meninos', 'Niños', 'ボーイズ'),
        categoryUrl: 'kids-boys',
        audience: { gender: 'Boys', sizes: 'kids', scale: 0.6 },
        children: [
          leaf('T-Shirts', T_SHIRTS, 'boys-t-shirts', 'tee'),
          leaf('Shorts', SHORTS, 'boys-shorts', 'shorts'),
          leaf('Pants', tr('裤子', 'Брюки', 'Pantalons', 'Hosen', 'Calças', 'Pantalones', 'パンツ'), 'boys-pants', 'joggers'),
          leaf('Hoodies', tr('卫衣', 'Худи', 'Sweats à capuche', 'Hoodies', 'Moletons com capuz', 'Sudaderas con capucha', 'パーカー'), 'boys-hoodies', 'hoodie'),
        ],
      },
      {
        name: 'Baby',
        names: tr('婴儿', 'Малышам', 'Bébé', 'Baby', 'Bebê', 'Bebé', 'ベビー'),
        categoryUrl: 'kids-baby',
        audience: { gender: 'Unisex', sizes: 'baby', scale: 1 },
        children: [
          leaf('Rompers', tr('婴儿连体衣', 'Боди и песочники', 'Barboteuses', 'Strampler', 'Macacões de bebê', 'Peleles', 'ベビーロンパース'), 'baby-rompers', 'babyRomper'),
          leaf('Sets', tr('套装', 'Комплекты', 'Ensembles', 'Sets', 'Conjuntos', 'Conjuntos', 'セット'), 'baby-sets', 'babySet'),
        ],
      },
    ],
  },
  {
    name: 'Plus Size',
    names: tr('大码女装', 'Большие размеры', 'Grande taille', 'Große Größen', 'Plus Size', 'Tallas grandes', '大きいサイズ'),
    categoryUrl: 'plus-size',
    audience: { gender: 'Women', sizes: 'plus', scale: 1.15 },
    share: 11,
    children: [
      {
        name: 'Tops',
        names: TOPS,
        categoryUrl: 'plus-size-tops',
        children: [leaf('T-Shirts', T_SHIRTS, 'plus-size-t-shirts', 'tee'), leaf('Blouses', BLOUSES, 'plus-size-blouses', 'blouse')],
      },
      {
        name: 'Dresses',
        names: DRESSES,
        categoryUrl: 'plus-size-dresses',
        children: [leaf('Maxi Dresses', MAXI, 'plus-size-maxi-dresses', 'maxi'), leaf('Midi Dresses', MIDI, 'plus-size-midi-dresses', 'midi')],
      },
      {
        name: 'Bottoms',
        names: BOTTOMS,
        categoryUrl: 'plus-size-bottoms',
        children: [leaf('Jeans', JEANS, 'plus-size-jeans', 'jeans'), leaf('Leggings', LEGGINGS, 'plus-size-leggings', 'leggings')],
      },
    ],
  },
  {
    name: 'Activewear',
    names: tr('运动服', 'Спортивная одежда', 'Sportswear', 'Sportbekleidung', 'Moda fitness', 'Ropa deportiva', 'スポーツウェア'),
    categoryUrl: 'activewear',
    audience: { gender: 'Women', sizes: 'women', scale: 1 },
    share: 10,
    children: [
      {
        name: "Women's Activewear",
        names: tr('女士运动服', 'Женская спортивная одежда', 'Sport femme', 'Damen-Sportbekleidung', 'Fitness feminino', 'Ropa deportiva de mujer', 'レディーススポーツ'),
        categoryUrl: 'activewear-women',
        children: [
          leaf('Sports Bras', tr('运动文胸', 'Спортивные бюстгальтеры', 'Brassières de sport', 'Sport-BHs', 'Tops esportivos', 'Sujetadores deportivos', 'スポーツブラ'), 'activewear-sports-bras', 'sportsBra'),
          leaf('Leggings', tr('运动紧身裤', 'Спортивные леггинсы', 'Leggings de sport', 'Sportleggings', 'Leggings esportivas', 'Mallas deportivas', 'スポーツレギンス'), 'activewear-women-leggings', 'activeLeggings'),
          leaf('Tank Tops', tr('运动背心', 'Спортивные майки', 'Débardeurs de sport', 'Sporttops', 'Regatas esportivas', 'Camisetas deportivas sin mangas', 'スポーツタンクトップ'), 'activewear-women-tank-tops', 'activeTank'),
          leaf('Jackets', tr('运动夹克', 'Спортивные куртки', 'Vestes de sport', 'Sportjacken', 'Jaquetas esportivas', 'Chaquetas deportivas', 'スポーツジャケット'), 'activewear-women-jackets', 'trackJacket'),
        ],
      },
      {
        name: "Men's Activewear",
        names: tr('男士运动服', 'Мужская спортивная одежда', 'Sport homme', 'Herren-Sportbekleidung', 'Fitness masculino', 'Ropa deportiva de hombre', 'メンズスポーツ'),
        categoryUrl: 'activewear-men',
        audience: { gender: 'Men', sizes: 'men', scale: 1.1 },
        children: [
          leaf('Training T-Shirts', tr('运动T恤', 'Спортивные футболки', 'T-shirts de sport', 'Trainingsshirts', 'Camisetas esportivas', 'Camisetas deportivas', 'トレーニングTシャツ'), 'activewear-men-t-shirts', 'trainingTee'),
          leaf('Shorts', tr('运动短裤', 'Спортивные шорты', 'Shorts de sport', 'Sportshorts', 'Shorts esportivos', 'Pantalones cortos deportivos', 'スポーツショーツ'), 'activewear-men-shorts', 'runningShorts'),
          leaf('Joggers', tr('运动长裤', 'Спортивные брюки', 'Pantalons de jogging', 'Trainingshosen', 'Calças de treino', 'Pantalones de chándal', 'トレーニングパンツ'), 'activewear-men-joggers', 'trackPants'),
          leaf('Hoodies', tr('运动卫衣', 'Спортивные худи', 'Sweats à capuche de sport', 'Sport-Hoodies', 'Moletons esportivos', 'Sudaderas deportivas', 'スポーツパーカー'), 'activewear-men-hoodies', 'hoodie'),
        ],
      },
    ],
  },
];

/** A leaf with its path, as the product generator uses it. */
export interface LeafEntry {
  /** Position among all leaves; products of the first pass go to each in turn. */
  position: number;
  leaf: LeafCategory;
  middle: MiddleCategory;
  top: TopCategory;
  audience: Audience;
  /** Share of products for weighted picking: the top category's share spread over its leaves. */
  weight: number;
}

export function leafEntries(): LeafEntry[] {
  const entries: LeafEntry[] = [];
  for (const top of CATEGORY_TREE) {
    const leafCount = top.children.reduce((sum, middle) => sum + middle.children.length, 0);
    for (const middle of top.children) {
      for (const leafCategory of middle.children) {
        entries.push({ position: entries.length, leaf: leafCategory, middle, top, audience: middle.audience ?? top.audience, weight: top.share / leafCount });
      }
    }
  }
  return entries;
}
