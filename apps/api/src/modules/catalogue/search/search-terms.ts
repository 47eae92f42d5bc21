import type { ParsedSearch } from '@threadway/contracts';

/**
 * How a parsed search (contracts `parseSearch`) becomes a full-text query: the ranking favours
 * names over keywords; the last word typed is a prefix ('swea' finds sweaters); words the
 * lexicon does not know are ORed with their closest lexicon words (typo tolerance, see
 * search.repository.ts).
 */

/** Shorter words and numbers are never typo-corrected: too many near neighbours. */
const MIN_CORRECTABLE_LENGTH = 3;

/** Distinct words the lexicon should check, in order of appearance. */
export const correctableWords = (parsed: ParsedSearch): string[] =>
  [...new Set(parsed.groups.flat())].filter((word) => word.length >= MIN_CORRECTABLE_LENGTH && !/^\p{N}+$/u.test(word));

/**
 * The tsquery text, cast with ::tsquery: words are already lower case as the 'simple' configuration
 * stores them, and a cast keeps a lexicon word such as 't-shirt' one lexeme (to_tsquery would
 * turn it into a slower phrase query). Typed words hold only letters, marks and digits, so they
 * need no quoting; `corrections` maps a word to lexicon words to accept instead.
 */
export function toTsQuery(parsed: ParsedSearch, corrections: ReadonlyMap<string, readonly string[]>): string | null {
  if (parsed.groups.length === 0) return null;
  const lastGroup = parsed.groups.length - 1;
  return parsed.groups
    .map((words, g) =>
      words
        .map((word, w) => {
          const isLast = g === lastGroup && w === words.length - 1;
          const alternatives = [isLast ? `${word}:*` : word, ...(corrections.get(word) ?? []).filter((c) => c !== word).map(quoteLexeme)];
          return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
        })
        .join(' & '),
    )
    .map((group) => (parsed.groups.length > 1 ? `(${group})` : group))
    .join(' | ');
}

/** Lexicon words come from the full-text parser and may hold '-' or other characters: quote them. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;

/**
 * Edits allowed between a typed word and a lexicon word (Damerau's swaps count as one): none
 * up to 2 letters, one up to 5, two beyond, like common search engines' automatic fuzziness.
 */
export const allowedEdits = (word: string) => ([...word].length <= 2 ? 0 : [...word].length <= 5 ? 1 : 2);

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/**
 * The lexicon's candidates for an unknown word (closest by trigrams first) that are within the
 * allowed edits and as close as the closest one: 'skrit' becomes 'skirt' but not 'skinny', and
 * 'blouze' becomes 'blouse' but not also 'blue' (two edits away), which would flood the results.
 * Hyphenated lexicon words compare without their hyphens ('tshirt' is one edit from 't-shirt').
 */
export function acceptedCorrections(word: string, candidates: readonly string[], max: number): string[] {
  const scored = candidates.map((candidate) => ({ candidate, distance: editDistance(word, candidate.replaceAll('-', '')) })).filter((c) => c.distance <= allowedEdits(word));
  const closest = Math.min(...scored.map((c) => c.distance));
  return scored.filter((c) => c.distance === closest).map((c) => c.candidate).slice(0, max);
}

/** The search as it was understood after typo correction, or null when nothing was corrected. */
export function correctedText(parsed: ParsedSearch, best: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const text = parsed.groups
    .map((words) =>
      words
        .map((word) => {
          const replacement = best.get(word);
          if (replacement && replacement !== word) {
            changed = true;
            return replacement;
          }
          return word;
        })
        .join(' '),
    )
    .join(', ');
  return changed ? text : null;
}
