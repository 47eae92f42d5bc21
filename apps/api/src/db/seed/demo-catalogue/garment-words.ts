/**
 * The words product names are made of, with real translations. A name is
 * [adjective] [fabric] [detail] noun in English; names.ts puts the translated words in each
 * language's own order and makes adjectives agree with the noun.
 */

export type DeGender = 'm' | 'f' | 'n' | 'pl';
/** French and Spanish noun: word, gender, and whether it is plural. */
export type RomanceNoun = readonly [word: string, gender: 'm' | 'f', plural?: 'pl'];

export interface Noun {
  en: string;
  zh: string;
  ja: string;
  de: readonly [word: string, gender: DeGender];
  fr: RomanceNoun;
  es: RomanceNoun;
}

/** A phrase that follows the noun in German ('mit ...'), French and Spanish. */
export interface Phrase {
  en: string;
  zh: string;
  ja: string;
  de: string;
  fr: string;
  es: string;
}

/**
 * An adjective. German: a stem that takes the strong ending of the noun's gender, or a prefix
 * ending in '-' that joins the noun ('Oversize-T-Shirt'). French and Spanish: masculine and
 * feminine forms, or one invariable string.
 */
export interface Adjective {
  en: string;
  zh: string;
  ja: string;
  de: string;
  fr: readonly [string, string] | string;
  es: readonly [string, string] | string;
  /** The fit this adjective implies (product attribute 'contour'). */
  contour?: string;
  /** The style this adjective implies. */
  style?: string;
}

export interface Fabric extends Phrase {
  /** Fibre content (attribute 'material'). */
  material: string;
  /** Seasons it suits; empty means all year. */
  seasons: readonly string[];
}

export interface Detail extends Phrase {
  /** Design element this detail adds to the attributes. */
  element?: string;
  /** Fit it implies. */
  contour?: string;
}

const noun = (en: string, zh: string, ja: string, de: Noun['de'], fr: RomanceNoun, es: RomanceNoun): Noun => ({ en, zh, ja, de, fr, es });
const fabric = (en: string, zh: string, ja: string, de: string, fr: string, es: string, material: string, seasons: string[] = []): Fabric => ({
  en,
  zh,
  ja,
  de,
  fr,
  es,
  material,
  seasons,
});
const detail = (en: string, zh: string, ja: string, de: string, fr: string, es: string, extra: { element?: string; contour?: string } = {}): Detail => ({
  en,
  zh,
  ja,
  de,
  fr,
  es,
  ...extra,
});

export const NOUNS = {
  tee: noun('T-Shirt', 'T恤', 'Tシャツ', ['T-Shirt', 'n'], ['T-shirt', 'm'], ['Camiseta', 'f']),
  teeShort: noun('Tee', 'T恤', 'Tシャツ', ['T-Shirt', 'n'], ['Tee-shirt', 'm'], ['Camiseta', 'f']),
  blouse: noun('Blouse', '女士衬衫', 'ブラウス', ['Bluse', 'f'], ['Blouse', 'f'], ['Blusa', 'f']),
  shirt: noun('Shirt', '衬衫', 'シャツ', ['Hemd', 'n'], ['Chemise', 'f'], ['Camisa', 'f']),
  tank: noun('Tank Top', '背心', 'タンクトップ', ['Tanktop', 'n'], ['Débardeur', 'm'], ['Camiseta de tirantes', 'f']),
  cami: noun('Cami Top', '吊带背心', 'キャミソール', ['Trägertop', 'n'], ['Caraco', 'm'], ['Top de tirantes', 'm']),
  crop: noun('Crop Top', '短款上衣', 'クロップトップ', ['Crop-Top', 'n'], ['Crop top', 'm'], ['Top corto', 'm']),
  maxi: noun('Maxi Dress', '长款连衣裙', 'マキシワンピース', ['Maxikleid', 'n'], ['Robe longue', 'f'], ['Vestido largo', 'm']),
  midi: noun('Midi Dress', '中长款连衣裙', 'ミディワンピース', ['Midikleid', 'n'], ['Robe mi-longue', 'f'], ['Vestido midi', 'm']),
  mini: noun('Mini Dress', '短款连衣裙', 'ミニワンピース', ['Minikleid', 'n'], ['Robe courte', 'f'], ['Vestido corto', 'm']),
  shirtDress: noun('Shirt Dress', '衬衫裙', 'シャツワンピース', ['Blusenkleid', 'n'], ['Robe chemise', 'f'], ['Vestido camisero', 'm']),
  dress: noun('Dress', '连衣裙', 'ワンピース', ['Kleid', 'n'], ['Robe', 'f'], ['Vestido', 'm']),
  jeans: noun('Jeans', '牛仔裤', 'ジーンズ', ['Jeans', 'pl'], ['Jean', 'm'], ['Vaqueros', 'm', 'pl']),
  trousers: noun('Trousers', '长裤', 'パンツ', ['Hose', 'f'], ['Pantalon', 'm'], ['Pantalón', 'm']),
  pants: noun('Pants', '长裤', 'パンツ', ['Hose', 'f'], ['Pantalon', 'm'], ['Pantalón', 'm']),
  skirt: noun('Skirt', '半身裙', 'スカート', ['Rock', 'm'], ['Jupe', 'f'], ['Falda', 'f']),
  shorts: noun('Shorts', '短裤', 'ショートパンツ', ['Shorts', 'pl'], ['Short', 'm'], ['Pantalones cortos', 'm', 'pl']),
  leggings: noun('Leggings', '打底裤', 'レギンス', ['Leggings', 'pl'], ['Legging', 'm'], ['Leggings', 'm', 'pl']),
  sweater: noun('Sweater', '毛衣', 'セーター', ['Pullover', 'm'], ['Pull', 'm'], ['Jersey', 'm']),
  jumper: noun('Jumper', '毛衣', 'ニットセーター', ['Strickpullover', 'm'], ['Pull-over', 'm'], ['Suéter', 'm']),
  cardigan: noun('Cardigan', '开衫', 'カーディガン', ['Cardigan', 'm'], ['Cardigan', 'm'], ['Cárdigan', 'm']),
  jacket: noun('Jacket', '夹克', 'ジャケット', ['Jacke', 'f'], ['Veste', 'f'], ['Chaqueta', 'f']),
  coat: noun('Coat', '大衣', 'コート', ['Mantel', 'm'], ['Manteau', 'm'], ['Abrigo', 'm']),
  blazer: noun('Blazer', '西装外套', 'ブレザー', ['Blazer', 'm'], ['Blazer', 'm'], ['Blazer', 'm']),
  jumpsuit: noun('Jumpsuit', '连体裤', 'オールインワン', ['Jumpsuit', 'm'], ['Combinaison', 'f'], ['Mono', 'm']),
  romper: noun('Romper', '连体短裤', 'ロンパース', ['Playsuit', 'm'], ['Combishort', 'm'], ['Mono corto', 'm']),
  polo: noun('Polo Shirt', 'Polo衫', 'ポロシャツ', ['Poloshirt', 'n'], ['Polo', 'm'], ['Polo', 'm']),
  hoodie: noun('Hoodie', '连帽卫衣', 'パーカー', ['Hoodie', 'm'], ['Sweat à capuche', 'm'], ['Sudadera con capucha', 'f']),
  sweatshirt: noun('Sweatshirt', '卫衣', 'スウェットシャツ', ['Sweatshirt', 'n'], ['Sweat-shirt', 'm'], ['Sudadera', 'f']),
  chinos: noun('Chinos', '休闲裤', 'チノパン', ['Chinohose', 'f'], ['Chino', 'm'], ['Pantalón chino', 'm']),
  joggers: noun('Joggers', '慢跑裤', 'ジョガーパンツ', ['Jogginghose', 'f'], ['Pantalon de jogging', 'm'], ['Pantalón jogger', 'm']),
  top: noun('Top', '上衣', 'トップス', ['Top', 'n'], ['Haut', 'm'], ['Top', 'm']),
  sportsBra: noun('Sports Bra', '运动文胸', 'スポーツブラ', ['Sport-BH', 'm'], ['Brassière de sport', 'f'], ['Sujetador deportivo', 'm']),
  yogaLeggings: noun('Yoga Leggings', '瑜伽裤', 'ヨガレギンス', ['Yoga-Leggings', 'pl'], ['Legging de yoga', 'm'], ['Leggings de yoga', 'm', 'pl']),
  workoutTank: noun('Workout Tank Top', '运动背心', 'トレーニングタンクトップ', ['Trainingstop', 'n'], ['Débardeur de sport', 'm'], ['Camiseta deportiva sin mangas', 'f']),
  trackJacket: noun('Track Jacket', '运动夹克', 'トラックジャケット', ['Trainingsjacke', 'f'], ['Veste de survêtement', 'f'], ['Chaqueta deportiva', 'f']),
  trainingTee: noun('Training T-Shirt', '运动T恤', 'トレーニングTシャツ', ['Trainingsshirt', 'n'], ['T-shirt de sport', 'm'], ['Camiseta deportiva', 'f']),
  runningShorts: noun('Running Shorts', '跑步短裤', 'ランニングショーツ', ['Laufshorts', 'pl'], ['Short de running', 'm'], ['Pantalones cortos de running', 'm', 'pl']),
  trackPants: noun('Track Pants', '运动长裤', 'トラックパンツ', ['Trainingshose', 'f'], ['Pantalon de survêtement', 'm'], ['Pantalón de chándal', 'm']),
  babyRomper: noun('Baby Romper', '婴儿连体衣', 'ベビーロンパース', ['Baby-Strampler', 'm'], ['Barboteuse bébé', 'f'], ['Pelele de bebé', 'm']),
  babySet: noun('Two-Piece Set', '两件套', '2点セット', ['Zweiteiler', 'm'], ['Ensemble deux pièces', 'm'], ['Conjunto de dos piezas', 'm']),
} as const satisfies Record<string, Noun>;
export type NounKey = keyof typeof NOUNS;

export const FABRICS = {
  cotton: fabric('Cotton', '棉质', 'コットン', 'aus Baumwolle', 'en coton', 'de algodón', 'Cotton'),
  linen: fabric('Linen', '亚麻', 'リネン', 'aus Leinen', 'en lin', 'de lino', 'Linen Blend', ['Spring', 'Summer']),
  chiffon: fabric('Chiffon', '雪纺', 'シフォン', 'aus Chiffon', 'en mousseline', 'de gasa', 'Polyester', ['Spring', 'Summer']),
  satin: fabric('Satin', '缎面', 'サテン', 'aus Satin', 'en satin', 'de satén', 'Polyester'),
  jersey: fabric('Jersey', '平纹针织', 'ジャージー', 'aus Jersey', 'en jersey', 'de punto jersey', 'Cotton Blend'),
  knit: fabric('Knit', '针织', 'ニット', 'aus Strick', 'en maille', 'de punto', 'Acrylic', ['Autumn', 'Winter']),
  ribKnit: fabric('Rib Knit', '罗纹针织', 'リブニット', 'aus Rippstrick', 'en maille côtelée', 'de punto acanalado', 'Viscose Blend', ['Autumn', 'Winter', 'Spring']),
  denim: fabric('Denim', '牛仔', 'デニム', 'aus Denim', 'en denim', 'de mezclilla', 'Cotton'),
  stretchDenim: fabric('Stretch Denim', '弹力牛仔', 'ストレッチデニム', 'aus Stretch-Denim', 'en denim stretch', 'de mezclilla elástica', 'Cotton Blend'),
  fleece: fabric('Fleece', '抓绒', 'フリース', 'aus Fleece', 'en polaire', 'de forro polar', 'Polyester', ['Autumn', 'Winter']),
  frenchTerry: fabric('French Terry', '毛圈', '裏毛', 'aus French Terry', 'en molleton', 'de felpa', 'Cotton', ['Spring', 'Autumn']),
  corduroy: fabric('Corduroy', '灯芯绒', 'コーデュロイ', 'aus Cord', 'en velours côtelé', 'de pana', 'Cotton', ['Autumn', 'Winter']),
  twill: fabric('Twill', '斜纹', 'ツイル', 'aus Twill', 'en sergé', 'de sarga', 'Cotton'),
  velvet: fabric('Velvet', '丝绒', 'ベルベット', 'aus Samt', 'en velours', 'de terciopelo', 'Polyester', ['Autumn', 'Winter']),
  poplin: fabric('Poplin', '府绸', 'ポプリン', 'aus Popeline', 'en popeline', 'de popelina', 'Cotton', ['Spring', 'Summer']),
  woolBlend: fabric('Wool Blend', '羊毛混纺', 'ウール混', 'aus Wollmischung', 'en laine mélangée', 'de mezcla de lana', 'Wool Blend', ['Autumn', 'Winter']),
  tweed: fabric('Tweed', '粗花呢', 'ツイード', 'aus Tweed', 'en tweed', 'de tweed', 'Wool Blend', ['Autumn', 'Winter']),
  nylon: fabric('Nylon', '尼龙', 'ナイロン', 'aus Nylon', 'en nylon', 'de nailon', 'Nylon'),
  mesh: fabric('Mesh', '网眼', 'メッシュ', 'aus Mesh', 'en mesh', 'de malla', 'Polyester', ['Summer']),
  stretchJersey: fabric('Stretch Jersey', '弹力针织', 'ストレッチジャージー', 'aus Stretch-Jersey', 'en jersey stretch', 'de punto elástico', 'Nylon Spandex'),
  lace: fabric('Lace', '蕾丝', 'レース', 'aus Spitze', 'en dentelle', 'de encaje', 'Polyester'),
  crepe: fabric('Crepe', '绉纱', 'クレープ', 'aus Krepp', 'en crêpe', 'de crepé', 'Polyester'),
  muslin: fabric('Muslin', '纱布', 'ガーゼ', 'aus Musselin', 'en mousseline de coton', 'de muselina', 'Cotton', ['Spring', 'Summer']),
  pique: fabric('Pique', '珠地', '鹿の子', 'aus Piqué', 'en piqué', 'de piqué', 'Cotton', ['Spring', 'Summer']),
  modal: fabric('Modal', '莫代尔', 'モダール', 'aus Modal', 'en modal', 'de modal', 'Modal'),
} as const satisfies Record<string, Fabric>;
export type FabricKey = keyof typeof FABRICS;

export const DETAILS = {
  crewNeck: detail('Crew Neck', '圆领', 'クルーネック', 'mit Rundhalsausschnitt', 'à col rond', 'con cuello redondo'),
  vNeck: detail('V-Neck', 'V领', 'Vネック', 'mit V-Ausschnitt', 'à col en V', 'con cuello de pico'),
  squareNeck: detail('Square Neck', '方领', 'スクエアネック', 'mit eckigem Ausschnitt', 'à col carré', 'con escote cuadrado'),
  mockNeck: detail('Mock Neck', '小高领', 'モックネック', 'mit Stehkragen', 'à col montant', 'con cuello alto'),
  turtleneck: detail('Turtleneck', '高领', 'タートルネック', 'mit Rollkragen', 'à col roulé', 'con cuello vuelto'),
  longSleeve: detail('Long Sleeve', '长袖', '長袖', 'mit langen Ärmeln', 'à manches longues', 'de manga larga'),
  shortSleeve: detail('Short Sleeve', '短袖', '半袖', 'mit kurzen Ärmeln', 'à manches courtes', 'de manga corta'),
  sleeveless: detail('Sleeveless', '无袖', 'ノースリーブ', 'ohne Ärmel', 'sans manches', 'sin mangas'),
  puffSleeve: detail('Puff Sleeve', '泡泡袖', 'パフスリーブ', 'mit Puffärmeln', 'à manches bouffantes', 'con mangas abullonadas', { element: 'Puff Sleeve' }),
  buttonFront: detail('Button Front', '前排扣', '前ボタン', 'mit Knopfleiste', 'à boutonnage devant', 'con botones delanteros', { element: 'Button' }),
  tieFront: detail('Tie Front', '前系带', 'フロントリボン', 'mit Bindeband vorne', 'à nouer devant', 'con lazo delantero', { element: 'Tie Front' }),
  offShoulder: detail('Off Shoulder', '露肩', 'オフショルダー', 'mit Carmen-Ausschnitt', 'à épaules dénudées', 'con hombros descubiertos', { element: 'Off Shoulder' }),
  ruffleTrim: detail('Ruffle Trim', '荷叶边', 'フリル', 'mit Rüschen', 'à volants', 'con volantes', { element: 'Ruffle' }),
  dropShoulder: detail('Drop Shoulder', '落肩', 'ドロップショルダー', 'mit überschnittenen Schultern', 'à épaules tombantes', 'de hombros caídos', { contour: 'Loose' }),
  wrap: detail('Wrap', '裹身', 'カシュクール', 'in Wickeloptik', 'à effet portefeuille', 'con diseño cruzado', { element: 'Tie Front' }),
  ruched: detail('Ruched', '褶皱', 'ギャザー', 'mit Raffung', 'à fronces', 'con fruncido', { element: 'Ruched', contour: 'Bodycon' }),
  smocked: detail('Smocked', '收褶', 'シャーリング', 'mit Smokdetail', 'à smocks', 'con nido de abeja', { element: 'Smocked' }),
  sideSlit: detail('Side Slit', '侧开衩', 'サイドスリット', 'mit Seitenschlitz', 'à fente latérale', 'con abertura lateral', { element: 'Split' }),
  spaghettiStrap: detail('Spaghetti Strap', '细肩带', 'キャミ', 'mit Spaghettiträgern', 'à fines bretelles', 'de tirantes finos', { element: 'Spaghetti Strap' }),
  highWaist: detail('High Waist', '高腰', 'ハイウエスト', 'mit hohem Bund', 'taille haute', 'de talle alto', { element: 'High Waist' }),
  wideLeg: detail('Wide Leg', '阔腿', 'ワイド', 'mit weitem Bein', 'à jambe large', 'de pierna ancha', { contour: 'Wide Leg' }),
  straightLeg: detail('Straight Leg', '直筒', 'ストレート', 'mit geradem Bein', 'à coupe droite', 'de pierna recta', { contour: 'Straight' }),
  drawstring: detail('Drawstring', '抽绳', 'ドローストリング', 'mit Tunnelzug', 'à cordon de serrage', 'con cordón ajustable', { element: 'Drawstring' }),
  cargoPocket: detail('Cargo Pocket', '工装口袋', 'カーゴポケット', 'mit Cargotaschen', 'à poches cargo', 'con bolsillos cargo', { element: 'Pocket' }),
  elasticWaist: detail('Elastic Waist', '松紧腰', 'ウエストゴム', 'mit elastischem Bund', 'à taille élastique', 'con cintura elástica'),
  pleated: detail('Pleated', '百褶', 'プリーツ', 'mit Falten', 'à plis', 'con pliegues', { element: 'Pleated' }),
  ripped: detail('Ripped', '破洞', 'ダメージ加工', 'im Destroyed-Look', 'effet déchiré', 'con rotos', { element: 'Ripped' }),
  splitHem: detail('Split Hem', '开衩下摆', 'スリット裾', 'mit Schlitzsaum', 'à ourlet fendu', 'con bajo abierto', { element: 'Split' }),
  zipUp: detail('Zip Up', '拉链', 'ジップアップ', 'mit Reißverschluss', 'à fermeture éclair', 'con cremallera', { element: 'Zipper' }),
  halfZip: detail('Half Zip', '半拉链', 'ハーフジップ', 'mit kurzem Reißverschluss', 'à col zippé', 'con media cremallera', { element: 'Zipper' }),
  hooded: detail('Hooded', '连帽', 'フード付き', 'mit Kapuze', 'à capuche', 'con capucha', { element: 'Hood' }),
  doubleBreasted: detail('Double Breasted', '双排扣', 'ダブルブレスト', 'mit Zweireiher-Verschluss', 'à double boutonnage', 'con doble botonadura', { element: 'Button' }),
  singleBreasted: detail('Single Breasted', '单排扣', 'シングルブレスト', 'mit einreihigem Verschluss', 'à simple boutonnage', 'con botonadura simple', { element: 'Button' }),
  belted: detail('Belted', '系腰带', 'ベルト付き', 'mit Gürtel', 'à ceinture', 'con cinturón', { element: 'Belt' }),
  quilted: detail('Quilted', '绗缝', 'キルティング', 'in Steppoptik', 'effet matelassé', 'con acolchado', { element: 'Quilted' }),
  notchedLapel: detail('Notched Lapel', '西装领', 'ノッチドラペル', 'mit Reverskragen', 'à col tailleur', 'con solapa'),
  cableKnit: detail('Cable Knit', '麻花', 'ケーブル編み', 'mit Zopfmuster', 'à torsades', 'con ochos', { element: 'Cable Knit' }),
  kangarooPocket: detail('Kangaroo Pocket', '袋鼠口袋', 'カンガルーポケット', 'mit Kängurutasche', 'à poche kangourou', 'con bolsillo canguro', { element: 'Pocket' }),
  seamless: detail('Seamless', '无缝', 'シームレス', 'in nahtloser Verarbeitung', 'sans coutures', 'sin costuras', { contour: 'Slim' }),
  racerback: detail('Racerback', '工字背', 'レーサーバック', 'mit Ringerrücken', 'à dos nageur', 'con espalda deportiva'),
  quickDry: detail('Quick Dry', '速干', '速乾', 'mit Schnelltrocknung', 'à séchage rapide', 'de secado rápido'),
  sidePocket: detail('Side Pocket', '侧袋', 'サイドポケット', 'mit Seitentasche', 'à poche latérale', 'con bolsillo lateral', { element: 'Pocket' }),
  contrastCollar: detail('Contrast Collar', '撞色领', '配色襟', 'mit Kontrastkragen', 'à col contrasté', 'con cuello en contraste', { element: 'Contrast Trim' }),
  snapButton: detail('Snap Button', '按扣', 'スナップボタン', 'mit Druckknöpfen', 'à boutons-pression', 'con broches', { element: 'Button' }),
} as const satisfies Record<string, Detail>;
export type DetailKey = keyof typeof DETAILS;

/** Pattern adjectives, keyed by the picture pattern they describe. */
export const PATTERN_ADJECTIVES = {
  stripes: { en: 'Striped', zh: '条纹', ja: 'ストライプ', de: 'gestreift', fr: ['rayé', 'rayée'], es: 'a rayas' },
  dots: { en: 'Polka Dot', zh: '波点', ja: 'ドット柄', de: 'gepunktet', fr: 'à pois', es: 'de lunares' },
  checks: { en: 'Plaid', zh: '格纹', ja: 'チェック柄', de: 'kariert', fr: 'à carreaux', es: 'de cuadros' },
  floral: { en: 'Floral', zh: '碎花', ja: '花柄', de: 'geblümt', fr: ['fleuri', 'fleurie'], es: 'de flores' },
  colorblock: { en: 'Colorblock', zh: '拼色', ja: 'バイカラー', de: 'Colorblock-', fr: 'color block', es: 'color block' },
  chevron: { en: 'Chevron', zh: '人字纹', ja: 'シェブロン柄', de: 'Zickzack-', fr: 'à chevrons', es: 'de zigzag' },
  camo: { en: 'Camo', zh: '迷彩', ja: '迷彩柄', de: 'Camouflage-', fr: 'camouflage', es: 'de camuflaje' },
} as const satisfies Record<string, Adjective>;

/** Adjectives about cut, finish and style. */
export const STYLE_ADJECTIVES: readonly Adjective[] = [
  { en: 'Oversized', zh: '宽松', ja: 'オーバーサイズ', de: 'Oversize-', fr: 'oversize', es: 'oversize', contour: 'Oversized', style: 'Streetwear' },
  { en: 'Cropped', zh: '短款', ja: 'クロップド', de: 'Cropped-', fr: ['court', 'courte'], es: ['corto', 'corta'] },
  { en: 'Relaxed Fit', zh: '休闲版', ja: 'リラックスフィット', de: 'locker', fr: ['ample', 'ample'], es: ['holgado', 'holgada'], contour: 'Loose' },
  { en: 'Slim Fit', zh: '修身', ja: 'スリムフィット', de: 'schmal geschnitten', fr: ['ajusté', 'ajustée'], es: ['entallado', 'entallada'], contour: 'Slim' },
  { en: 'Vintage', zh: '复古', ja: 'ヴィンテージ', de: 'Vintage-', fr: 'vintage', es: 'vintage', style: 'Vintage' },
  { en: 'Ribbed', zh: '罗纹', ja: 'リブ', de: 'gerippt', fr: ['côtelé', 'côtelée'], es: ['acanalado', 'acanalada'] },
  { en: 'Textured', zh: '肌理感', ja: 'テクスチャー', de: 'strukturiert', fr: ['texturé', 'texturée'], es: ['texturizado', 'texturizada'] },
  { en: 'Basic', zh: '基础款', ja: 'ベーシック', de: 'Basic-', fr: ['basique', 'basique'], es: ['básico', 'básica'], style: 'Minimalist' },
  { en: 'Lightweight', zh: '轻薄', ja: '軽量', de: 'leicht', fr: ['léger', 'légère'], es: ['ligero', 'ligera'] },
  { en: 'Elegant', zh: '优雅', ja: 'エレガント', de: 'elegant', fr: ['élégant', 'élégante'], es: ['elegante', 'elegante'], style: 'Elegant' },
  { en: 'Classic', zh: '经典', ja: 'クラシック', de: 'klassisch', fr: ['classique', 'classique'], es: ['clásico', 'clásica'] },
  { en: 'Washed', zh: '水洗', ja: 'ウォッシュ加工', de: 'verwaschen', fr: ['délavé', 'délavée'], es: ['lavado', 'lavada'], style: 'Vintage' },
  { en: 'Soft', zh: '柔软', ja: 'ソフト', de: 'weich', fr: ['doux', 'douce'], es: ['suave', 'suave'] },
  { en: 'Y2K', zh: 'Y2K风', ja: 'Y2K', de: 'Y2K-', fr: 'Y2K', es: 'Y2K', style: 'Y2K' },
  { en: 'Boho', zh: '波西米亚', ja: 'ボヘミアン', de: 'Boho-', fr: ['bohème', 'bohème'], es: 'boho', style: 'Boho' },
  { en: 'Casual', zh: '休闲', ja: 'カジュアル', de: 'lässig', fr: ['décontracté', 'décontractée'], es: ['informal', 'informal'], style: 'Casual' },
];
