import { buildVocabulary } from '@threadway/contracts';
import { CATALOGUE_TERMS } from '../catalogue-terms/terms.ts';
import type { FabricKey, NounKey } from './garment-words.ts';

/**
 * Product names in the eleven languages names.ts does not build word by word: the garment noun
 * (table below) with the fabric from the catalogue vocabulary when the English name shows one,
 * joined the way each language names a garment by its fabric ('Camicia in lino', 'قميص كتان',
 * 'Keten Gömlek').
 */
export const MORE_NAME_LOCALES = ['ru', 'pt', 'ko', 'ar', 'it', 'vi', 'tr', 'th', 'nl', 'he', 'id'] as const;
export type MoreNameLocale = (typeof MORE_NAME_LOCALES)[number];

/** ru | pt | ko | ar | it | vi | tr | th | nl | he | id */
const NOUNS: Record<NounKey, string> = {
  tee: 'Футболка|Camiseta|티셔츠|تيشيرت|T-shirt|Áo thun|Tişört|เสื้อยืด|T-shirt|טישרט|Kaos',
  teeShort: 'Футболка|Camiseta|티셔츠|تيشيرت|T-shirt|Áo thun|Tişört|เสื้อยืด|T-shirt|טישרט|Kaos',
  blouse: 'Блузка|Blusa|블라우스|بلوزة|Blusa|Áo blouse|Bluz|เสื้อเบลาส์|Blouse|חולצה נשית|Blus',
  shirt: 'Рубашка|Camisa|셔츠|قميص|Camicia|Áo sơ mi|Gömlek|เสื้อเชิ้ต|Overhemd|חולצה מכופתרת|Kemeja',
  tank: 'Майка|Regata|탱크톱|قميص بلا أكمام|Canotta|Áo ba lỗ|Atlet|เสื้อกล้าม|Tanktop|גופייה|Tank top',
  cami: 'Топ на бретелях|Blusa de alcinha|캐미솔|بلوزة بحمالات|Top con spalline|Áo hai dây|Askılı bluz|เสื้อสายเดี่ยว|Hemdje|גופיית כתפיות|Kamisol',
  crop: 'Кроп-топ|Cropped|크롭톱|بلوزة قصيرة|Crop top|Áo croptop|Crop top|ครอปท็อป|Croptop|טופ קצר|Crop top',
  maxi: 'Платье макси|Vestido longo|맥시 원피스|فستان طويل|Abito lungo|Đầm maxi|Uzun elbise|เดรสยาว|Maxi-jurk|שמלת מקסי|Gaun maxi',
  midi: 'Платье миди|Vestido midi|미디 원피스|فستان ميدي|Abito midi|Đầm midi|Midi elbise|เดรสมิดี้|Midi-jurk|שמלת מידי|Gaun midi',
  mini: 'Мини-платье|Vestido curto|미니 원피스|فستان قصير|Miniabito|Đầm ngắn|Mini elbise|เดรสสั้น|Mini-jurk|שמלת מיני|Gaun mini',
  shirtDress: 'Платье-рубашка|Vestido chemise|셔츠 원피스|فستان قميص|Abito chemisier|Đầm sơ mi|Gömlek elbise|เดรสเชิ้ต|Blousejurk|שמלת חולצה|Gaun kemeja',
  dress: 'Платье|Vestido|원피스|فستان|Abito|Đầm|Elbise|ชุดเดรส|Jurk|שמלה|Gaun',
  jeans: 'Джинсы|Calça jeans|청바지|بنطال جينز|Jeans|Quần jeans|Kot pantolon|กางเกงยีนส์|Jeans|ג׳ינס|Celana jeans',
  trousers: 'Брюки|Calça|바지|بنطال|Pantaloni|Quần dài|Pantolon|กางเกงขายาว|Broek|מכנסיים|Celana panjang',
  pants: 'Брюки|Calça|바지|بنطال|Pantaloni|Quần dài|Pantolon|กางเกงขายาว|Broek|מכנסיים|Celana panjang',
  skirt: 'Юбка|Saia|스커트|تنورة|Gonna|Chân váy|Etek|กระโปรง|Rok|חצאית|Rok',
  shorts: 'Шорты|Short|반바지|شورت|Shorts|Quần short|Şort|กางเกงขาสั้น|Short|מכנסיים קצרים|Celana pendek',
  leggings: 'Леггинсы|Legging|레깅스|ليغنز|Leggings|Quần legging|Tayt|เลกกิ้ง|Legging|טייץ|Legging',
  sweater: 'Свитер|Suéter|스웨터|كنزة|Maglione|Áo len|Kazak|เสื้อสเวตเตอร์|Trui|סוודר|Sweter',
  jumper: 'Джемпер|Pulôver|니트 점퍼|كنزة صوفية|Pullover|Áo len chui đầu|Süveter|เสื้อไหมพรม|Pullover|סוודר סרוג|Pullover',
  cardigan: 'Кардиган|Cardigã|카디건|كارديغان|Cardigan|Áo cardigan|Hırka|คาร์ดิแกน|Vest|קרדיגן|Kardigan',
  jacket: 'Куртка|Jaqueta|재킷|جاكيت|Giacca|Áo khoác|Ceket|แจ็คเก็ต|Jas|ז׳קט|Jaket',
  coat: 'Пальто|Casaco|코트|معطف|Cappotto|Áo măng tô|Kaban|โค้ท|Mantel|מעיל|Mantel',
  blazer: 'Блейзер|Blazer|블레이저|بليزر|Blazer|Áo blazer|Blazer ceket|เบลเซอร์|Blazer|בלייזר|Blazer',
  jumpsuit: 'Комбинезон|Macacão|점프수트|أفرول|Tuta|Jumpsuit|Tulum|จั๊มสูท|Jumpsuit|אוברול|Jumpsuit',
  romper: 'Ромпер|Macaquinho|롬퍼|أفرول قصير|Tutina corta|Jumpsuit ngắn|Şort tulum|จั๊มสูทขาสั้น|Playsuit|אוברול קצר|Romper',
  polo: 'Поло|Camisa polo|폴로 셔츠|قميص بولو|Polo|Áo polo|Polo tişört|เสื้อโปโล|Poloshirt|חולצת פולו|Kaos polo',
  hoodie: 'Худи|Moletom com capuz|후드티|هودي|Felpa con cappuccio|Áo hoodie|Kapüşonlu sweatshirt|ฮู้ดดี้|Hoodie|קפוצ׳ון|Hoodie',
  sweatshirt: 'Свитшот|Moletom|맨투맨|سويت شيرت|Felpa|Áo nỉ|Sweatshirt|สเวตเชิ้ต|Sweater|סווטשירט|Sweatshirt',
  chinos: 'Чиносы|Calça chino|치노 팬츠|بنطال تشينو|Chino|Quần chinos|Chino pantolon|กางเกงชิโน่|Chino|מכנסי צ׳ינו|Celana chino',
  joggers: 'Джоггеры|Calça jogger|조거 팬츠|بنطال جوغر|Pantaloni jogger|Quần jogger|Jogger pantolon|กางเกงจ็อกเกอร์|Joggingbroek|מכנסי ג׳וגר|Celana jogger',
  top: 'Топ|Blusa|탑|بلوزة|Top|Áo kiểu|Bluz|เสื้อท็อป|Top|טופ|Atasan',
  sportsBra: 'Спортивный бюстгальтер|Top esportivo|스포츠 브라|حمالة صدر رياضية|Reggiseno sportivo|Áo ngực thể thao|Spor sütyeni|สปอร์ตบรา|Sportbeha|חזיית ספורט|Bra olahraga',
  yogaLeggings: 'Леггинсы для йоги|Legging de ioga|요가 레깅스|ليغنز يوغا|Leggings da yoga|Quần legging tập yoga|Yoga taytı|เลกกิ้งโยคะ|Yogalegging|טייץ יוגה|Legging yoga',
  workoutTank: 'Спортивная майка|Regata de treino|운동용 탱크톱|قميص تمارين بلا أكمام|Canotta da allenamento|Áo ba lỗ tập luyện|Antrenman atleti|เสื้อกล้ามออกกำลังกาย|Trainingstanktop|גופיית אימון|Tank top olahraga',
  trackJacket: 'Олимпийка|Jaqueta esportiva|트랙 재킷|جاكيت رياضي|Giacca sportiva|Áo khoác thể thao|Eşofman üstü|แจ็คเก็ตวอร์ม|Trainingsjack|ז׳קט ספורט|Jaket olahraga',
  trainingTee: 'Спортивная футболка|Camiseta de treino|트레이닝 티셔츠|تيشيرت تمرين|T-shirt da allenamento|Áo thun tập luyện|Antrenman tişörtü|เสื้อยืดออกกำลังกาย|Trainingsshirt|חולצת אימון|Kaos latihan',
  runningShorts: 'Шорты для бега|Short de corrida|러닝 쇼츠|شورت جري|Pantaloncini da corsa|Quần short chạy bộ|Koşu şortu|กางเกงวิ่งขาสั้น|Hardloopshort|מכנסי ריצה קצרים|Celana pendek lari',
  trackPants: 'Спортивные брюки|Calça de moletom|트랙 팬츠|بنطال رياضي|Pantaloni della tuta|Quần thể thao|Eşofman altı|กางเกงวอร์ม|Trainingsbroek|מכנסי טרנינג|Celana training',
  babyRomper: 'Боди для малыша|Macacão de bebê|아기 롬퍼|أفرول للرضع|Tutina per neonato|Bộ áo liền quần em bé|Bebek tulumu|ชุดหมีเด็กอ่อน|Babyromper|אוברול לתינוק|Romper bayi',
  babySet: 'Комплект из двух предметов|Conjunto de duas peças|투피스 세트|طقم من قطعتين|Completo due pezzi|Bộ hai mảnh|İkili takım|ชุดเซ็ตสองชิ้น|Tweedelige set|סט שני חלקים|Setelan dua potong',
};

/** Russian names a garment 'из' (of) its fabric, in the genitive. */
const RUSSIAN_FABRIC_GENITIVE: Record<FabricKey, string> = {
  cotton: 'хлопка', linen: 'льна', chiffon: 'шифона', satin: 'атласа', jersey: 'джерси', knit: 'трикотажа', ribKnit: 'трикотажа в рубчик',
  denim: 'денима', stretchDenim: 'стрейч-денима', fleece: 'флиса', frenchTerry: 'футера', corduroy: 'вельвета', twill: 'твила', velvet: 'бархата',
  poplin: 'поплина', woolBlend: 'смесовой шерсти', tweed: 'твида', nylon: 'нейлона', mesh: 'сетки', stretchJersey: 'стрейч-джерси',
  lace: 'кружева', crepe: 'крепа', muslin: 'муслина', pique: 'пике', modal: 'модала',
};

const vocabulary = buildVocabulary(CATALOGUE_TERMS);
const lower = (word: string) => word.toLocaleLowerCase();

/** How each language puts a garment and its fabric together. */
const COMBINE: Record<MoreNameLocale, (noun: string, fabric: string) => string> = {
  ru: (noun, fabric) => `${noun} из ${fabric}`,
  pt: (noun, fabric) => `${noun} de ${lower(fabric)}`,
  ko: (noun, fabric) => `${fabric} ${noun}`,
  ar: (noun, fabric) => `${noun} ${fabric}`,
  it: (noun, fabric) => `${noun} in ${lower(fabric)}`,
  vi: (noun, fabric) => `${noun} ${lower(fabric)}`,
  tr: (noun, fabric) => `${fabric} ${noun}`,
  th: (noun, fabric) => `${noun}${fabric}`,
  nl: (noun, fabric) => `${noun} van ${lower(fabric)}`,
  he: (noun, fabric) => `${noun} מ${fabric}`,
  id: (noun, fabric) => `${noun} ${fabric}`,
};

/** The product name in each of the eleven languages; `fabric` only when the English name shows it. */
export function moreNames(noun: NounKey, fabric: { key: FabricKey; en: string } | undefined): Record<MoreNameLocale, string> {
  const nouns = NOUNS[noun].split('|');
  return Object.fromEntries(
    MORE_NAME_LOCALES.map((locale, i) => {
      const word = nouns[i]!;
      if (!fabric) return [locale, word];
      const said = locale === 'ru' ? RUSSIAN_FABRIC_GENITIVE[fabric.key] : vocabulary.translate('fabric', fabric.en, locale);
      return [locale, COMBINE[locale](word, said)];
    }),
  ) as Record<MoreNameLocale, string>;
}
