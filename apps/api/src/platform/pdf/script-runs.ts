/** A font as far as choosing one goes: its name and whether it draws a character. */
export interface CoveringFont {
  name: string;
  covers(codePoint: number): boolean;
  rightToLeft: boolean;
}

export interface TextRun {
  font: string;
  text: string;
  rightToLeft: boolean;
}

/** Spaces and punctuation draw in any font: they stay in the run they are in rather than split it. */
const NEUTRAL = /[\s\p{P}\p{S}]/u;

/**
 * Cuts one line of text into runs, each drawn by the first font (in the order given) that has its
 * characters: a PDF font has no fallback, so an address in Arabic with a Latin postcode needs two.
 * Digits and letters pick their font; spaces and punctuation stay with the run before them, so
 * 'شارع النور' stays one right-to-left run (unless the right-to-left text ends there). A character no font has goes to the first font (it
 * draws as that font's empty box, never as '?'). The runs are in reading order; see visualOrder.
 */
export function scriptRuns(line: string, fonts: readonly CoveringFont[]): TextRun[] {
  const runs: TextRun[] = [];
  const chars = [...line];
  const firstCovering = (codePoint: number) => fonts.find((candidate) => candidate.covers(codePoint)) ?? fonts[0]!;
  chars.forEach((char, i) => {
    const codePoint = char.codePointAt(0)!;
    const current = runs.at(-1);
    const currentFont = current && fonts.find((font) => font.name === current.font);
    // A right-to-left run keeps a space or comma only if it goes on in that script after it:
    // in 'color: أحمر, size: XL' the ', ' belongs to the Latin text that follows.
    const next = chars.slice(i + 1).find((later) => !NEUTRAL.test(later));
    const keeps = currentFont && (!currentFont.rightToLeft || (next !== undefined && firstCovering(next.codePointAt(0)!) === currentFont));
    const font = NEUTRAL.test(char) && keeps && currentFont.covers(codePoint) ? currentFont : firstCovering(codePoint);
    if (current && current.font === font.name) current.text += char;
    else runs.push({ font: font.name, text: char, rightToLeft: font.rightToLeft });
  });
  return runs;
}

/**
 * The runs of one line left to right on the page. fontkit already reverses the glyphs inside a
 * right-to-left run; a line that starts (first letter) in Arabic or Hebrew also reads its runs from
 * the right, so the whole line's run order is reversed. This is the paragraph level of the Unicode
 * bidi algorithm only, enough for names and addresses; nested embeddings are not handled.
 */
export function visualOrder(runs: readonly TextRun[]): TextRun[] {
  const firstStrong = runs.find((run) => /[\p{L}\p{N}]/u.test(run.text));
  if (!firstStrong?.rightToLeft) return [...runs];
  // Read from the right, the space between 'فستان صيفي' and ' Summer dress' now falls after 'dress'.
  return [...runs].reverse().map((run) => (run.rightToLeft ? run : { ...run, text: run.text.replace(/^(\s+)([^]*)$/, '$2$1') }));
}
