import { buildVocabulary, type LocaleCode, type TermKind } from '@threadway/contracts';
import type { ProductAttributes } from '../../schema/index.ts';
import { CATALOGUE_TERMS } from '../catalogue-terms/terms.ts';

/**
 * The product description in the other sixteen languages: the facts of the English one (fabric,
 * fit, style, season, details, colours, sizes, packs) as short labelled sentences, every value
 * from the catalogue vocabulary, so each language reads whole without machine-made prose.
 * Each line: fabric | fit | style | season | details | colours | sizes | packs ({n} pieces).
 */
const LABELS: Record<string, string> = {
  'zh-CN': '面料|版型|风格|季节|细节|颜色|尺码|每包每个尺码{n}件',
  ru: 'Ткань|Посадка|Стиль|Сезон|Детали|Цвета|Размеры|В упаковке {n} шт. каждого размера',
  fr: 'Tissu|Coupe|Style|Saison|Détails|Coloris|Tailles|Vendu par lots de {n} pièces par taille',
  de: 'Stoff|Passform|Stil|Saison|Details|Farben|Größen|Im Pack: {n} Stück je Größe',
  pt: 'Tecido|Modelagem|Estilo|Estação|Detalhes|Cores|Tamanhos|Vendido em pacotes de {n} peças por tamanho',
  es: 'Tejido|Corte|Estilo|Temporada|Detalles|Colores|Tallas|Se vende en packs de {n} piezas por talla',
  ja: '素材|シルエット|スタイル|シーズン|ディテール|カラー|サイズ|1パックに各サイズ{n}枚入り',
  ko: '소재|핏|스타일|시즌|디테일|색상|사이즈|팩당 사이즈별 {n}장',
  ar: 'القماش|القصّة|الطراز|الموسم|التفاصيل|الألوان|المقاسات|يباع في عبوات: {n} قطع من كل مقاس',
  it: 'Tessuto|Vestibilità|Stile|Stagione|Dettagli|Colori|Taglie|Venduto in confezioni da {n} pezzi per taglia',
  vi: 'Chất liệu|Dáng|Phong cách|Mùa|Chi tiết|Màu sắc|Kích cỡ|Bán theo gói: {n} chiếc mỗi cỡ',
  tr: 'Kumaş|Kalıp|Stil|Sezon|Detaylar|Renkler|Bedenler|Pakette her bedenden {n} adet',
  th: 'เนื้อผ้า|ทรง|สไตล์|ฤดูกาล|รายละเอียด|สี|ไซส์|ขายเป็นแพ็ก: ไซส์ละ {n} ชิ้น',
  nl: 'Stof|Pasvorm|Stijl|Seizoen|Details|Kleuren|Maten|Per pak {n} stuks van elke maat',
  he: 'בד|גזרה|סגנון|עונה|פרטים|צבעים|מידות|נמכר במארזים: {n} יחידות מכל מידה',
  id: 'Bahan|Potongan|Gaya|Musim|Detail|Warna|Ukuran|Dijual per pak: {n} potong tiap ukuran',
};
export const DESCRIPTION_LOCALES = Object.keys(LABELS) as Exclude<LocaleCode, 'en'>[];

/** Chinese and Japanese punctuation; Arabic's comma; Thai spaces; everyone else's. */
const PUNCTUATION: Partial<Record<string, { colon: string; stop: string; comma: string }>> = {
  'zh-CN': { colon: '：', stop: '。', comma: '、' },
  ja: { colon: '：', stop: '。', comma: '、' },
  ar: { colon: ': ', stop: '. ', comma: '، ' },
  // Thai ends a sentence with a space, not a full stop.
  th: { colon: ': ', stop: ' ', comma: ', ' },
};
const LATIN = { colon: ': ', stop: '. ', comma: ', ' };

const vocabulary = buildVocabulary(CATALOGUE_TERMS);

export interface DescribedFacts {
  fabric: string;
  attributes: ProductAttributes;
  colourCount: number;
  sizes: readonly string[];
  packOf: number | null;
}

export function describeIn(locale: Exclude<LocaleCode, 'en'>, facts: DescribedFacts): string {
  const [fabric, fit, style, season, details, colours, sizes, pack] = LABELS[locale]!.split('|') as [string, string, string, string, string, string, string, string];
  const { colon, stop, comma } = PUNCTUATION[locale] ?? LATIN;
  const say = (kind: TermKind, english: string) => vocabulary.translate(kind, english, locale);
  const a = facts.attributes;
  const material = a.material && a.material !== facts.fabric ? ` (${say('material', a.material)})` : '';
  const sizeRange = facts.sizes.length === 1 ? say('size', facts.sizes[0]!) : `${facts.sizes[0]}–${facts.sizes[facts.sizes.length - 1]}`;
  const sentences = [
    `${fabric}${colon}${say('fabric', facts.fabric)}${material}`,
    a.contour && `${fit}${colon}${say('contour', a.contour)}`,
    a.style && `${style}${colon}${say('style', a.style)}`,
    a.season && `${season}${colon}${say('season', a.season)}`,
    a.designElements?.length ? `${details}${colon}${a.designElements.map((e) => say('designElement', e)).join(comma)}` : undefined,
    `${colours}${colon}${facts.colourCount}`,
    `${sizes}${colon}${sizeRange}`,
    facts.packOf ? pack.replace('{n}', String(facts.packOf)) : undefined,
  ];
  return sentences.filter(Boolean).join(stop).trim() + stop.trim();
}
