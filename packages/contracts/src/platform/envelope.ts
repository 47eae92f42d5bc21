import { z } from 'zod';

/** Body code of every successful answer (spec 9). */
export const SUCCESS_CODE = 10000;

/**
 * Body codes of failures. The spec does not show the server's codes, so these are ours:
 * the HTTP status times 100, plus a small number to tell cases apart (docs/api-conventions.md).
 */
export const ErrorCode = {
  badRequest: 40000,
  incorrectCredentials: 40010,
  incorrectCode: 40011,
  codeExpired: 40012,
  notSignedIn: 40100,
  forbidden: 40300,
  accountDisabled: 40301,
  notFound: 40400,
  conflict: 40900,
  payloadTooLarge: 41300,
  unprocessable: 42200,
  maintenance: 42600,
  tooManyRequests: 42900,
  internal: 50000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), data, message: z.string() });

// Marked pure so the web shell, which imports only SUCCESS_CODE from here, leaves zod out of its bundle.
export const emptyData = /* @__PURE__ */ z.null();
