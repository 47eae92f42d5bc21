import type { Address, LocaleCode } from '@threadway/contracts';
import { countryName } from '../../system/country-names.ts';
import type { AddressRow } from './addresses.repository.ts';

/** An address of spec 3 with its country named in the caller's language. */
export function toAddress({ address, countryNameEn }: AddressRow, locale: LocaleCode): Address {
  return {
    id: address.id,
    kind: address.kind,
    fullName: address.fullName,
    phoneNumber: address.phoneNumber,
    streetAddressLine1: address.streetAddressLine1,
    streetAddressLine2: address.streetAddressLine2,
    city: address.city,
    province: address.province,
    countryCode: address.countryCode,
    countryName: countryName(locale, address.countryCode, countryNameEn ?? address.countryCode),
    zipCode: address.zipCode,
    vatCode: address.vatCode,
    ioss: address.ioss,
    isDefault: address.isDefault,
  };
}
