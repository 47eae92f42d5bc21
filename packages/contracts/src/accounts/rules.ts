import { z } from 'zod';

/**
 * Account field rules of spec 5, written once as zod schemas whose messages are i18n keys
 * (namespace `messages`). The server validates requests with them and the web forms run the
 * very same schemas, so both sides always agree.
 */

/** Local part: alphanumeric groups joined by '-', '_' or '.'; domain labels joined by '-' or '.'; 2-4 letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[-.][A-Za-z0-9]+)*\.[A-Za-z]{2,4}$/;
/** Optional '+', digit groups separated by a space or a dash. */
export const PHONE_PATTERN = /^\+?\d+(?:[ -]\d+)*$/;
/** North American numbers: 3-3-4 digits, optional parentheses, separators '-', '.' or space. */
export const US_PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;
export const AREA_CODE_PATTERN = /^\+\d{1,4}$/;
export const URL_PATTERN = /^(?:https?|ftp):\/\/\S+$/i;
export const CODE_PATTERN = /^\d{6}$/;
export const DEFAULT_AREA_CODE = '+1';

export const fullNameRule = z
  .string({ error: 'validation.fullNameRequired' })
  .trim()
  .min(1, 'validation.fullNameRequired')
  .min(2, 'validation.fullNameLength')
  .max(255, 'validation.fullNameLength');

export const emailRule = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .regex(EMAIL_PATTERN, 'validation.emailInvalid')
  .transform((value) => value.toLowerCase());

export const passwordRule = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(8, 'validation.passwordLength')
  .max(20, 'validation.passwordLength')
  .refine((v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v), 'validation.passwordStrength');

/** Checkout sign-up asks less of the password: 6 to 20 characters (spec 5). */
export const checkoutPasswordRule = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(6, 'validation.checkoutPasswordLength')
  .max(20, 'validation.checkoutPasswordLength');

/** Sign-in takes whatever password the account has; only its presence is checked. */
export const anyPasswordRule = z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired').max(128);

export const verificationCodeRule = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, 'validation.codeRequired')
  .regex(CODE_PATTERN, 'validation.codeInvalid');

export const areaCodeRule = z.string().trim().regex(AREA_CODE_PATTERN, 'validation.areaCodeInvalid');

export const urlRule = z.string().trim().max(2048, 'validation.tooLong').regex(URL_PATTERN, 'validation.urlInvalid');

/** True when a phone number (as typed, without area code) is valid for its area code. */
export function isValidPhone(areaCode: string, phone: string): boolean {
  const number = phone.trim();
  if (!PHONE_PATTERN.test(number) && !US_PHONE_PATTERN.test(number)) return false;
  const digits = number.replace(/\D/g, '');
  if (areaCode === '+1') return US_PHONE_PATTERN.test(number) || (digits.length === 10 && PHONE_PATTERN.test(number));
  return digits.length >= 4 && digits.length <= 15;
}

/** The phone field keeps digits only as the user types (spec 5). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The server receives phones as '{areaCode} {phone}' (spec 2.6). */
export const joinPhone = (areaCode: string, phone: string): string => `${areaCode} ${digitsOnly(phone)}`;

export function splitPhone(value: string | null | undefined): { areaCode: string; phone: string } {
  const match = /^(\+\d{1,4})\s+(.*)$/.exec(value ?? '');
  if (!match) return { areaCode: DEFAULT_AREA_CODE, phone: digitsOnly(value ?? '') };
  return { areaCode: match[1]!, phone: digitsOnly(match[2]!) };
}

/**
 * Phones are stored and compared as '{areaCode} {digits}'. Input may carry separators
 * ('+1 (202) 555-0123'); without bringing it to one form, one number could be registered twice
 * and sign-in by number could miss it.
 */
export const canonicalPhone = (value: string): string => {
  const { areaCode, phone } = splitPhone(value.trim());
  return joinPhone(areaCode, phone);
};

/** A full phone '{areaCode} {number}' as sent; parses to its canonical form. */
export const fullPhoneRule = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .min(1, 'validation.phoneRequired')
  .refine((value) => {
    const match = /^(\+\d{1,4}) (.+)$/.exec(value);
    return match !== null && isValidPhone(match[1]!, match[2]!);
  }, 'validation.phoneInvalid')
  .transform(canonicalPhone);

/** Sign-in accepts an e-mail or a phone number in one field. */
export const isEmailLike = (account: string): boolean => account.includes('@');

export const termsRule = z.literal(true, { error: 'validation.termsRequired' });
