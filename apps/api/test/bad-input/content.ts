import type { BadInputTable } from './case.ts';

export const contentBadInput: BadInputTable = { cases: {} };
