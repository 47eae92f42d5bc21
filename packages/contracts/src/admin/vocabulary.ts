import { z } from 'zod';
import { pageOf, pageRequest } from '../catalogue/schemas.ts';
import { TERM_KINDS } from '../catalogue/vocabulary.ts';
import { invalid, localizedNamesRule } from './fields.ts';

/** Back office: the catalogue's vocabularies, one term's translations at a time (issue 18). */
export const adminTermListRequest = pageRequest.extend({
  kind: z.enum(TERM_KINDS, { error: invalid }).optional(),
  /** Part of the English term or of any translation. */
  search: z.string({ error: invalid }).trim().max(60, invalid).optional(),
});
export const adminTerm = z.object({
  id: z.number().int(),
  kind: z.enum(TERM_KINDS),
  term: z.string(),
  names: z.record(z.string(), z.string()),
});
export type AdminTerm = z.infer<typeof adminTerm>;
export const adminTermPage = pageOf(adminTerm);
/** The translations replace the term's; an empty one falls back to English. */
export const updateTermRequest = z.object({ names: localizedNamesRule });
