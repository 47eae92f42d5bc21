import type { BadInputTable } from './case.ts';

export const catalogueBadInput: BadInputTable = { cases: {} };
