import type { Adjective, Detail, Fabric, Noun } from './garment-words.ts';
import type { ProductNameLocale } from './vocabulary.ts';

/** The words of one product name; each part but the noun may be left out. */
export interface NameParts {
  adjective?: Adjective;
  fabric?: Fabric;
  detail?: Detail;
  noun: Noun;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const join = (words: readonly (string | undefined)[], separator = ' ') => words.filter((w): w is string => !!w).join(separator);

/** English: adjective, fabric, detail, noun ('Ribbed Knit Crew Neck Sweater'). */
export const englishName = (p: NameParts): string => join([p.adjective?.en, p.fabric?.en, p.detail?.en, p.noun.en]);

/** Strong (article-less) nominative endings by gender. */
const GERMAN_ENDINGS = { m: 'er', f: 'e', n: 'es', pl: 'e' } as const;

function germanName(p: NameParts): string {
  const [word, gender] = p.noun.de;
  const adjective = p.adjective?.de;
  const head = !adjective ? word : adjective.endsWith('-') ? `${adjective}${word}` : `${adjective}${GERMAN_ENDINGS[gender]} ${word}`;
  return capitalise(join([head, p.fabric?.de, p.detail?.de]));
}

/** French or Spanish adjective agreeing with its noun; invariable forms stay as they are. */
function agree(forms: Adjective['fr'], gender: 'm' | 'f', plural: boolean, pluralise: (word: string) => string): string {
  if (typeof forms === 'string') return forms;
  const word = gender === 'm' ? forms[0] : forms[1];
  return plural ? word.split(' ').map((w, i) => (i === 0 ? pluralise(w) : w)).join(' ') : word;
}
const frenchPlural = (word: string) => (/[sx]$/.test(word) ? word : `${word}s`);
const spanishPlural = (word: string) => (/[aeiouáéíóú]$/.test(word) ? `${word}s` : `${word}es`);

function romanceName(p: NameParts, language: 'fr' | 'es'): string {
  const [word, gender, plural] = p.noun[language];
  const adjective = p.adjective && agree(p.adjective[language], gender, plural === 'pl', language === 'fr' ? frenchPlural : spanishPlural);
  return capitalise(join([word, adjective, p.fabric?.[language], p.detail?.[language]]));
}

/** The product name in every translated locale, built from the same words as the English one. */
export function translatedNames(p: NameParts): Record<ProductNameLocale, string> {
  return {
    'zh-CN': join([p.adjective?.zh, p.fabric?.zh, p.detail?.zh, p.noun.zh], ''),
    // Japanese shop listings separate the katakana terms with spaces.
    ja: join([p.adjective?.ja, p.fabric?.ja, p.detail?.ja, p.noun.ja]),
    de: germanName(p),
    fr: romanceName(p, 'fr'),
    es: romanceName(p, 'es'),
  };
}

/** URL segment: lowercase ASCII words joined by hyphens. */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
