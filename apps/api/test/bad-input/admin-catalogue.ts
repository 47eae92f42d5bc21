import type { BadInputTable } from './case.ts';

export const adminCatalogueBadInput: BadInputTable = { cases: {} };
