import { z } from 'zod';
import { fullNameRule, PHONE_PATTERN } from '../accounts/rules.ts';
import { isValidPostalCode } from './postal-codes.ts';

/**
 * The address book (spec 3 Address, spec 7 addresses). Shipping addresses and bill addresses
 * (card payments) live in one book; each kind has its own default.
 */

export const ADDRESS_KINDS = ['shipping', 'bill'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
/** Addresses one account may keep, all kinds together (ours; the spec names no limit). */
export const MAX_ADDRESSES = 50;

const kind = z.enum(ADDRESS_KINDS, { error: 'validation.invalidValue' });

const requiredText = (message: 'addresses.streetRequired' | 'addresses.cityRequired', max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'validation.tooLong');

/** Empty or blank becomes null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => (value ? value : null));

export const addressRequest = z
  .object({
    /** Present: edit that address; absent: add one. */
    id: z.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').positive('validation.invalidValue').max(Number.MAX_SAFE_INTEGER, 'validation.invalidValue').optional(),
    /** Used when adding; an edit keeps the address's kind. */
    kind: kind.default('shipping'),
    fullName: fullNameRule,
    phoneNumber: z
      .string({ error: 'validation.phoneRequired' })
      .trim()
      .min(1, 'validation.phoneRequired')
      .max(30, 'validation.phoneInvalid')
      .regex(PHONE_PATTERN, 'validation.phoneInvalid'),
    streetAddressLine1: requiredText('addresses.streetRequired', 255),
    streetAddressLine2: optionalText(255),
    city: requiredText('addresses.cityRequired', 120),
    province: optionalText(120),
    countryCode: z
      .string({ error: 'validation.countryRequired' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.countryRequired')
      .transform((code) => code.toUpperCase()),
    zipCode: z.string({ error: 'addresses.postalCodeInvalid' }).trim().max(20, 'addresses.postalCodeInvalid').default(''),
    vatCode: optionalText(30),
    ioss: optionalText(20),
    /** true makes it the default of its kind; the first address of a kind is the default anyway. */
    isDefault: z.boolean({ error: 'validation.invalidValue' }).optional(),
  })
  .superRefine((address, ctx) => {
    if (!isValidPostalCode(address.countryCode, address.zipCode)) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'addresses.postalCodeInvalid' });
  });
export type AddressRequest = z.input<typeof addressRequest>;

export const addressListQuery = z.object({ kind: kind.default('shipping') });
export const addressIdParam = z.object({
  id: z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').positive('validation.invalidValue').max(Number.MAX_SAFE_INTEGER, 'validation.invalidValue'),
});

export const address = z.object({
  id: z.number().int(),
  kind,
  fullName: z.string(),
  phoneNumber: z.string(),
  streetAddressLine1: z.string(),
  streetAddressLine2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  countryCode: z.string(),
  /** The country in the caller's language. */
  countryName: z.string(),
  zipCode: z.string(),
  vatCode: z.string().nullable(),
  ioss: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;
