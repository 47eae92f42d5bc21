import type { LocaleCode } from '../i18n/locales.ts';

/**
 * The catalogue's closed vocabularies (issue 18): words products are described with, stored in
 * English on the products and SKUs, translated per locale by operators; also the shipping
 * channels' names, stored in English on channels and orders. The API translates them
 * on the way out from one in-memory vocabulary (no per-row query) and maps the seller's words
 * back to English on the way in (filters, search).
 */
export const TERM_KINDS = ['colour', 'fabric', 'material', 'pattern', 'style', 'season', 'designElement', 'contour', 'gender', 'size', 'channel'] as const;
export type TermKind = (typeof TERM_KINDS)[number];
/** Kinds whose words describe products, so a search in the seller's language maps them to English: not channel names. */
const PRODUCT_WORD_KINDS: ReadonlySet<TermKind> = new Set(TERM_KINDS.filter((kind) => kind !== 'channel'));

/** Product attribute keys (ProductAttributes) and the vocabulary their values come from. */
export const ATTRIBUTE_KINDS: Readonly<Record<string, TermKind>> = {
  fabric: 'fabric',
  material: 'material',
  pattern: 'pattern',
  style: 'style',
  season: 'season',
  designElements: 'designElement',
  contour: 'contour',
  gender: 'gender',
  colour: 'colour',
};

export interface VocabularyTerm {
  kind: TermKind;
  /** The English term, as products and SKUs store it. */
  term: string;
  names: Partial<Record<string, string>>;
}

export interface Vocabulary {
  /** The term in the locale when an operator gave one, else the English term as stored. */
  translate(kind: TermKind, english: string, locale: LocaleCode): string;
  /** The English term of a kind written in any locale (or English itself), case-insensitively. */
  englishOf(kind: TermKind, written: string): string | undefined;
  /** Search words: a seller's word or phrase (lower case, as parseSearch splits it) and the English term's words. */
  searchWords: ReadonlyMap<string, readonly string[]>;
}

const key = (kind: TermKind, text: string) => `${kind}\u0000${text.trim().toLowerCase()}`;
const NON_WORD = /[^\p{L}\p{M}\p{N}]+/u;
/** Words the way parseSearch cuts a search text. */
export const searchWordsOf = (text: string): string[] => text.toLowerCase().split(NON_WORD).filter(Boolean);

export function buildVocabulary(terms: readonly VocabularyTerm[]): Vocabulary {
  const byEnglish = new Map<string, VocabularyTerm>();
  const toEnglish = new Map<string, string>();
  const englishWords = new Set<string>();
  for (const t of terms) {
    byEnglish.set(key(t.kind, t.term), t);
    if (PRODUCT_WORD_KINDS.has(t.kind)) searchWordsOf(t.term).forEach((w) => englishWords.add(w));
  }
  const searchWords = new Map<string, readonly string[]>();
  for (const t of terms) {
    for (const written of Object.values(t.names)) {
      if (!written?.trim()) continue;
      // A term written the same in two kinds keeps its first English meaning.
      if (!toEnglish.has(key(t.kind, written))) toEnglish.set(key(t.kind, written), t.term);
      if (!PRODUCT_WORD_KINDS.has(t.kind)) continue;
      const words = searchWordsOf(written);
      const phrase = words.join(' ');
      // English searches stay English: a translation that is also an English word ('Rose') is not rewritten.
      if (words.length === 0 || words.every((w) => englishWords.has(w)) || searchWords.has(phrase)) continue;
      searchWords.set(phrase, searchWordsOf(t.term));
    }
    toEnglish.set(key(t.kind, t.term), t.term);
  }
  return {
    translate: (kind, english, locale) => byEnglish.get(key(kind, english))?.names[locale]?.trim() || english,
    englishOf: (kind, written) => toEnglish.get(key(kind, written)),
    searchWords,
  };
}

/** The longest run of words a seller's term may have ('azul marino', 'رمادي فاتح'). */
const MAX_TERM_WORDS = 4;

/**
 * A search group with the seller's vocabulary words replaced by the English terms' words
 * ('rot kleid' searches 'red kleid'), longest phrases first; other words stay as typed.
 */
export function englishSearchWords(words: readonly string[], searchWords: ReadonlyMap<string, readonly string[]>): string[] {
  const result: string[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_TERM_WORDS, words.length - i); n >= 1 && matched === 0; n -= 1) {
      const english = searchWords.get(words.slice(i, i + n).join(' '));
      if (english) {
        result.push(...english);
        matched = n;
      }
    }
    if (matched === 0) {
      result.push(words[i]!);
      matched = 1;
    }
    i += matched;
  }
  return result;
}

/** Product attributes (string or list values) in the locale, through their vocabularies. */
export function translateAttributes(
  attributes: Readonly<Record<string, string | readonly string[] | undefined>>,
  vocabulary: Vocabulary,
  locale: LocaleCode,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    const kind = ATTRIBUTE_KINDS[name];
    if (!kind) out[name] = typeof value === 'string' ? value : [...value];
    else out[name] = typeof value === 'string' ? vocabulary.translate(kind, value, locale) : value.map((v) => vocabulary.translate(kind, v, locale));
  }
  return out;
}

/**
 * A cart or order line's option as stored ({"name":"Color","value":"Black"}) with its value in the
 * locale; what was bought stays recorded in English, only its reading changes. Junk stays as it is.
 */
export function translateOption(option: string, kind: TermKind, vocabulary: Vocabulary, locale: LocaleCode): string {
  try {
    const parsed = JSON.parse(option) as unknown;
    if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { value?: unknown }).value !== 'string') return option;
    const value = (parsed as { value: string }).value;
    return JSON.stringify({ ...parsed, value: vocabulary.translate(kind, value, locale) });
  } catch {
    return option;
  }
}

/** An order's lines with their colour (option1) and size (option2) in the locale. */
export function translateLines<T extends { option1: string; option2: string }>(lines: readonly T[], vocabulary: Vocabulary, locale: LocaleCode): T[] {
  return lines.map((line) => ({ ...line, option1: translateOption(line.option1, 'colour', vocabulary, locale), option2: translateOption(line.option2, 'size', vocabulary, locale) }));
}
