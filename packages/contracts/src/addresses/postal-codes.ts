/**
 * Postal codes by country (spec 5, address postal codes). Countries the spec lists get their own
 * pattern; every other country accepts alphanumeric groups separated by '-' or a space, or nothing.
 * Surrounding spaces are ignored and letters may be typed in either case.
 */
const FOUR_DIGITS = /^\d{4}$/;
const FIVE_DIGITS = /^\d{5}$/;
const THREE_SPACE_TWO = /^\d{3} ?\d{2}$/;

/** Canada: no D, F, I, O, Q or U anywhere, and no W or Z as the first letter. */
const CA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] *\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** The full UK postcode pattern (outward code, optional space, inward code), plus GIR 0AA and BFPO numbers. */
const GB = /^(?:GIR ?0AA|BFPO ?\d{1,4}|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d[\dABEHMNPRV-Y]?|\d[A-HJKPS-UW]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

const PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(?:[ -]\d{4})?$/,
  CA,
  GB,
  AT: FOUR_DIGITS,
  BE: FOUR_DIGITS,
  BG: FOUR_DIGITS,
  CY: FOUR_DIGITS,
  HU: FOUR_DIGITS,
  SI: FOUR_DIGITS,
  /** Denmark: the postal code is optional; when given, 4 digits. */
  DK: /^(?:\d{4})?$/,
  HR: FIVE_DIGITS,
  EE: FIVE_DIGITS,
  FI: FIVE_DIGITS,
  FR: FIVE_DIGITS,
  LT: FIVE_DIGITS,
  DE: /^\d{4,5}$/,
  ES: /^\d{4,5}$/,
  IT: /^\d{2,5}$/,
  RO: /^\d{6}$/,
  CZ: THREE_SPACE_TWO,
  GR: THREE_SPACE_TWO,
  SK: THREE_SPACE_TWO,
  SE: THREE_SPACE_TWO,
  LV: /^(?:LV-)?\d{4}$/i,
  LU: /^(?:L-)?\d{3,4}$/i,
  MT: /^[A-Z]{3} ?\d{2,4}$/i,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}(?:-\d{3})?$/,
};

const OTHER_COUNTRIES = /^(?:[A-Z0-9]+(?:[- ][A-Z0-9]+)*)?$/i;

export function isValidPostalCode(countryCode: string, zipCode: string): boolean {
  const pattern = PATTERNS[countryCode.trim().toUpperCase()] ?? OTHER_COUNTRIES;
  return pattern.test(zipCode.trim());
}

/** One valid postal code per country with its own pattern, shown as the address form's placeholder. */
export const POSTAL_CODE_EXAMPLES: Readonly<Record<string, string>> = {
  US: '94105',
  CA: 'K1A 0B1',
  GB: 'SW1A 1AA',
  AT: '1010',
  BE: '1000',
  BG: '1000',
  CY: '1010',
  HU: '1051',
  SI: '1000',
  DK: '1050',
  HR: '10000',
  EE: '10111',
  FI: '00100',
  FR: '75001',
  LT: '01100',
  DE: '10115',
  ES: '28001',
  IT: '00184',
  RO: '010011',
  CZ: '110 00',
  GR: '105 57',
  SK: '811 01',
  SE: '111 22',
  LV: 'LV-1050',
  LU: 'L-1009',
  MT: 'VLT 1117',
  NL: '1012 AB',
  PL: '00-950',
  PT: '1000-001',
};
