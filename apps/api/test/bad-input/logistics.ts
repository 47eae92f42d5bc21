import type { BadInputTable } from './case.ts';

export const logisticsBadInput: BadInputTable = { cases: {} };
