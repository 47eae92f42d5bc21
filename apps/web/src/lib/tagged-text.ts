/** A piece of a translated sentence: plain text, or the text between a pair of tags. */
export interface TextPart {
  tag?: string;
  text: string;
}

/**
 * Splits a translated sentence with tags ('I agree to the <terms>Terms</terms>') into its plain and
 * tagged pieces, so that each language puts its links where its grammar wants them. It stands in
 * for react-i18next's Trans on a shopping page (the guest's sign-up on the bag): Trans brings an
 * HTML parser of 4 KB compressed that the page's budget has no room for (decision 0034). Tags are
 * not nested in these texts.
 */
export function taggedParts(sentence: string): TextPart[] {
  const parts: TextPart[] = [];
  let end = 0;
  for (const match of sentence.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    if (match.index > end) parts.push({ text: sentence.slice(end, match.index) });
    parts.push({ tag: match[1]!, text: match[2]! });
    end = match.index + match[0].length;
  }
  if (end < sentence.length) parts.push({ text: sentence.slice(end) });
  return parts;
}
