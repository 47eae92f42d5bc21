import assert from 'node:assert/strict';
import { test } from 'node:test';
import { POSTAL_CODE_EXAMPLES, isValidPostalCode } from './postal-codes.ts';

const accepts = (country: string, ...codes: string[]) => {
  for (const code of codes) assert.equal(isValidPostalCode(country, code), true, `${country} should accept '${code}'`);
};
const rejects = (country: string, ...codes: string[]) => {
  for (const code of codes) assert.equal(isValidPostalCode(country, code), false, `${country} should reject '${code}'`);
};

test('every example is valid for its country', () => {
  for (const [country, example] of Object.entries(POSTAL_CODE_EXAMPLES)) accepts(country, example);
});

test('US: 5 digits, optionally a space or dash and 4 digits', () => {
  accepts('US', '94105', '94105-1234', '94105 1234', ' 94105 ');
  rejects('US', '', '9410', '941050', '94105-123', '94105_1234', '94105--1234', 'ABCDE');
});

test('CA: letter-digit-letter digit-letter-digit from the restricted letters', () => {
  accepts('CA', 'K1A 0B1', 'K1A0B1', 'k1a 0b1', 'H3Z  2Y7', 'T2X 1V4');
  rejects('CA', '', 'D1A 0B1', 'W1A 0B1', 'Z1A 0B1', 'K1D 0B1', 'K1A 0O1', 'K1A 0B', '11A 0B1', 'K1A-0B1');
});

test('GB: the full UK postcode pattern, GIR 0AA and BFPO', () => {
  accepts('GB', 'SW1A 1AA', 'SW1A1AA', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'GIR 0AA', 'gir0aa', 'BFPO 801', 'BFPO1234');
  rejects('GB', '', 'QA1 1AA', 'V1 1AA', 'SW1A 1CA', 'SW1A 1A', 'SW1A', '12345', 'BFPO 12345', 'GIR 0AB');
});

test('4-digit countries', () => {
  for (const country of ['AT', 'BE', 'BG', 'CY', 'HU', 'SI']) {
    accepts(country, '1010');
    rejects(country, '', '101', '10101', 'A010');
  }
});

test('DK: optional, 4 digits when given', () => {
  accepts('DK', '', '1050', '  ');
  rejects('DK', '105', '10500', 'DK10');
});

test('5-digit countries', () => {
  for (const country of ['HR', 'EE', 'FI', 'FR', 'LT']) {
    accepts(country, '75001', '00100');
    rejects(country, '', '7500', '750011', '75 001');
  }
});

test('DE and ES take 4-5 digits, IT 2-5, RO 6', () => {
  for (const country of ['DE', 'ES']) {
    accepts(country, '1011', '10115');
    rejects(country, '101', '101150', '');
  }
  accepts('IT', '00', '001', '0018', '00184');
  rejects('IT', '0', '001840', 'RM184');
  accepts('RO', '010011');
  rejects('RO', '01001', '0100111');
});

test('CZ, GR, SK, SE: 3 digits, optional space, 2 digits', () => {
  for (const country of ['CZ', 'GR', 'SK', 'SE']) {
    accepts(country, '110 00', '11000');
    rejects(country, '1100', '110-00', '1100 0', '');
  }
});

test('LV and LU take an optional prefix', () => {
  accepts('LV', 'LV-1050', '1050', 'lv-1050');
  rejects('LV', 'LV1050', 'LV-105', 'LT-1050');
  accepts('LU', 'L-1009', '1009', '109');
  rejects('LU', 'L-10', 'L1009', 'L-10090', 'LU-1009');
});

test('MT, NL, PL, PT', () => {
  accepts('MT', 'VLT 1117', 'VLT1117', 'MSK 12', 'vlt 111');
  rejects('MT', 'VL 1117', 'VLT 1', 'VLT 11171', '1117');
  accepts('NL', '1012 AB', '1012AB', '1012 ab');
  rejects('NL', '1012', '101 AB', '1012 A', '1012-AB');
  accepts('PL', '00-950');
  rejects('PL', '00950', '0-950', '00-95');
  accepts('PT', '1000', '1000-001');
  rejects('PT', '1000 001', '1000-01', '100');
});

test('other countries: alphanumeric groups separated by a dash or space, or empty', () => {
  accepts('JP', '100-0001', '');
  accepts('BR', '01310-100');
  accepts('IE', 'D02 X285');
  accepts('ZZ', 'abc 12-x9');
  rejects('JP', '100--0001', '-1000', '100  0001', '100_0001', '100/0001', '100-');
});

test('the country code is read in any case', () => {
  accepts('us', '94105');
  rejects('gb', '12345');
});
