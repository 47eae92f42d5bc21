export type Auth = 'none' | 'seller' | 'operator' | 'garbage';

/** One malformed call and what it must answer (see bad-input.int.test.ts). */
export interface Case {
  note: string;
  /** Concrete path when the operation has path parameters (`:me` is the seller's id, `:admin` the operator's). */
  path?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  rawBody?: string;
  auth?: Auth;
  status?: number;
  message?: string;
}

/** A domain's rows: cases per documented endpoint, and the public endpoints that take no input. */
export interface BadInputTable {
  cases: Record<string, Case[]>;
  noInput?: string[];
}
