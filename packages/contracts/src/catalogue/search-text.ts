/**
 * Search text rules shared by the search box and the server (spec 2.3 and 5).
 */

/** A letter or a digit in any script; everything else (punctuation, symbols, spaces) is a symbol here. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Suggestions are requested only when the text holds at least one non-symbol character (spec 5). */
export const hasSearchableText = (text: string): boolean => WORD_CHARACTER.test(text);

/**
 * How a search text is read (spec 2.3: several terms separated by commas, spaces or lines), the
 * same in the search box's chips and on the server:
 * - commas (also the CJK ones), semicolons and line breaks separate alternatives: 'black dress,
 *   red skirt' finds either;
 * - the words of one alternative must all match: 'black dress' finds black dresses;
 * - every token holding a digit is also tried as an exact item number or product id, so a pasted
 *   list of item numbers ('TW1 TW2 TW3') finds those products.
 */
export const MAX_GROUPS = 10;
export const MAX_WORDS_PER_GROUP = 8;

export interface ParsedSearch {
  /** Alternatives, each a list of lower-case words (letters, marks and digits only). */
  groups: string[][];
  /** Tokens as typed, for exact item-number and product-id matches. */
  identifiers: string[];
  /** Each alternative as one normalised phrase: what search history and hot terms record. */
  phrases: string[];
}

const GROUP_SEPARATORS = /[,\uFF0C\u3001;\r\n]+/u;
const NON_WORD = /[^\p{L}\p{M}\p{N}]+/u;
/** Item numbers and product ids: letters, digits, '-' and '_', with at least one digit (plain words are not tried). */
const IDENTIFIER = /^[\p{L}\p{N}_-]{3,40}$/u;
const MAX_IDENTIFIERS = 50;

export function parseSearch(text: string | undefined): ParsedSearch {
  const groups: string[][] = [];
  const phrases: string[] = [];
  const seen = new Set<string>();
  for (const part of (text ?? '').split(GROUP_SEPARATORS)) {
    const words = part.toLowerCase().split(NON_WORD).filter(Boolean).slice(0, MAX_WORDS_PER_GROUP);
    const phrase = words.join(' ');
    if (words.length === 0 || seen.has(phrase)) continue;
    seen.add(phrase);
    groups.push(words);
    phrases.push(phrase);
    if (groups.length === MAX_GROUPS) break;
  }
  const identifiers = [...new Set((text ?? '').split(/[\s,\uFF0C\u3001;]+/u).filter((token) => IDENTIFIER.test(token) && /\p{N}/u.test(token)))].slice(0, MAX_IDENTIFIERS);
  return { groups, identifiers, phrases };
}
