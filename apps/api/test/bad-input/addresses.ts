import type { BadInputTable } from './case.ts';

const address = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Jane Buyer',
  phoneNumber: '+1 4155550100',
  streetAddressLine1: '1 Main Street',
  city: 'Springfield',
  countryCode: 'US',
  zipCode: '62701',
  ...overrides,
});
const idCases = (path: string) => [
  { note: 'id not a number', path: `${path}/abc` },
  { note: 'id 0', path: `${path}/0` },
  { note: 'id with decimals', path: `${path}/1.5` },
  { note: 'id huge', path: `${path}/1e400` },
  { note: 'unknown id', path: `${path}/999999999`, status: 404 },
  { note: 'no token', path: `${path}/1`, auth: 'none' as const, status: 401 },
];

export const addressesBadInput: BadInputTable = {
  cases: {
    'GET /api/store/addressList': [
      { note: 'unknown kind', query: { kind: 'billing' } },
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'operator token', auth: 'operator', status: 403 },
    ],
    'POST /api/store/address': [
      { note: 'empty body', body: {} },
      { note: 'an array', body: [address()] },
      { note: 'no full name', body: address({ fullName: ' ' }), message: 'Please enter your full name' },
      { note: 'no phone', body: address({ phoneNumber: '' }), message: 'Please enter your valid Phone Number' },
      { note: 'phone with letters', body: address({ phoneNumber: '555-CALL-NOW' }), message: 'Please enter your valid phoneNumber' },
      { note: 'no street', body: address({ streetAddressLine1: '' }), message: 'Please enter the street address' },
      { note: 'street too long', body: address({ streetAddressLine1: 'x'.repeat(256) }), message: 'This text is too long.' },
      { note: 'no city', body: address({ city: undefined }), message: 'Please enter the city' },
      { note: 'three-letter country', body: address({ countryCode: 'USA' }), message: 'Please choose a country.' },
      { note: 'country that does not exist', body: address({ countryCode: 'XX', zipCode: '' }), message: 'Country Code Error' },
      { note: 'US postal code of 4 digits', body: address({ zipCode: '1234' }), message: 'Please enter a valid postal code' },
      { note: 'NL postal code without letters', body: address({ countryCode: 'NL', zipCode: '1012' }), message: 'Please enter a valid postal code' },
      { note: 'VAT too long', body: address({ vatCode: 'x'.repeat(31) }), message: 'This text is too long.' },
      { note: 'IOSS too long', body: address({ ioss: 'x'.repeat(21) }), message: 'This text is too long.' },
      { note: 'unknown kind', body: address({ kind: 'office' }) },
      { note: 'id a string', body: address({ id: '5' }) },
      { note: 'isDefault a string', body: address({ isDefault: 'yes' }) },
      { note: 'id of no address of the caller', body: address({ id: 999999999 }), status: 404 },
      { note: 'no token', body: address(), auth: 'none', status: 401 },
    ],
    'DELETE /api/store/address/{id}': idCases('/api/store/address'),
    'PUT /api/store/defaultAddress/{id}': idCases('/api/store/defaultAddress'),
  },
};
