/** Request headers the client sends on every call (spec 3). */
export const Headers = {
  languageId: 'language-id',
  ticket: 'ticket',
  authorization: 'authorization',
  clientVersion: 'client-version',
  locale: 'accept-language',
} as const;

/** Any path containing this segment is public (spec 6). */
export const OPEN_SEGMENT = '/open/';

/** The 426 overlay is shown at most once in this many milliseconds (spec 9). */
export const UPDATE_OVERLAY_THROTTLE_MS = 60_000;
