import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { z } from 'zod';
import {
  AREA_CODE_PATTERN,
  DEFAULT_AREA_CODE,
  anyPasswordRule,
  areaCodeRule,
  checkoutPasswordRule,
  digitsOnly,
  emailRule,
  fullNameRule,
  fullPhoneRule,
  isEmailLike,
  isValidPhone,
  joinPhone,
  passwordRule,
  splitPhone,
  termsRule,
  urlRule,
  verificationCodeRule,
} from './rules.ts';
import { checkoutSignUpRequest, resetPasswordRequest, signUpRequest } from './schemas.ts';

/** The i18n key of the first failing rule, or null when the value passes. */
function failure(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '?');
}
const passes = (schema: z.ZodType, value: unknown) => assert.equal(failure(schema, value), null, `${JSON.stringify(value)} should pass`);
const failsWith = (schema: z.ZodType, value: unknown, key: string) => assert.equal(failure(schema, value), key, `${JSON.stringify(value)}`);

describe('full name (spec 5: required, 2-255 characters)', () => {
  test('required', () => {
    failsWith(fullNameRule, '', 'validation.fullNameRequired');
    failsWith(fullNameRule, '   ', 'validation.fullNameRequired');
    failsWith(fullNameRule, undefined, 'validation.fullNameRequired');
    failsWith(fullNameRule, 42, 'validation.fullNameRequired');
  });
  test('2 to 255 characters after trimming', () => {
    failsWith(fullNameRule, 'A', 'validation.fullNameLength');
    failsWith(fullNameRule, ' A ', 'validation.fullNameLength');
    passes(fullNameRule, 'Al');
    passes(fullNameRule, 'x'.repeat(255));
    failsWith(fullNameRule, 'x'.repeat(256), 'validation.fullNameLength');
    assert.equal(fullNameRule.parse('  Jane Doe  '), 'Jane Doe');
  });
});

describe('e-mail (spec 5)', () => {
  test('required and trimmed, stored in lower case', () => {
    failsWith(emailRule, '', 'validation.emailRequired');
    failsWith(emailRule, '  ', 'validation.emailRequired');
    failsWith(emailRule, undefined, 'validation.emailRequired');
    assert.equal(emailRule.parse('  Jane.Doe@Example.COM '), 'jane.doe@example.com');
  });
  test('valid addresses', () => {
    for (const email of ['a.b-c_d@x-y.co', 'a@b.co', 'jane@mail.example.info', 'A1@B2.C3.shop', 'x_y@sub.domain.org', 'john-doe@x.io']) passes(emailRule, email);
  });
  test('invalid addresses', () => {
    for (const email of [
      'a..b@x.com', // empty group in the local part
      '.a@x.com',
      'a.@x.com',
      'a@b.c', // top-level part of one letter
      'a@b.toolong', // top-level part over 4 letters
      'a@b.c0m', // digits in the top-level part
      'a@b', // no top-level part
      'a@-b.com',
      'a@b..com',
      'a b@x.com',
      'a+tag@x.com', // '+' is not among the separators
      '@x.com',
      'a@',
      'ab.com',
      'a@@b.com',
    ]) {
      failsWith(emailRule, email, 'validation.emailInvalid');
    }
  });
  test('overlong addresses are refused', () => {
    failsWith(emailRule, `${'a'.repeat(250)}@x.com`, 'validation.emailInvalid');
  });
});

describe('passwords (spec 5)', () => {
  test('account password: required, 8-20 characters', () => {
    failsWith(passwordRule, '', 'validation.passwordRequired');
    failsWith(passwordRule, undefined, 'validation.passwordRequired');
    failsWith(passwordRule, 'Abcde12', 'validation.passwordLength');
    passes(passwordRule, 'Abcdef12');
    passes(passwordRule, `Ab1${'x'.repeat(17)}`);
    failsWith(passwordRule, `Ab1${'x'.repeat(18)}`, 'validation.passwordLength');
  });
  test('account password: an upper-case letter, a lower-case letter and a digit', () => {
    failsWith(passwordRule, 'abcdefg1', 'validation.passwordStrength');
    failsWith(passwordRule, 'ABCDEFG1', 'validation.passwordStrength');
    failsWith(passwordRule, 'Abcdefgh', 'validation.passwordStrength');
    failsWith(passwordRule, '12345678', 'validation.passwordStrength');
    passes(passwordRule, 'aBcdefg1');
    passes(passwordRule, 'Pass word 1!');
  });
  test('checkout password: 6-20 characters, no strength rule', () => {
    failsWith(checkoutPasswordRule, '', 'validation.passwordRequired');
    failsWith(checkoutPasswordRule, '12345', 'validation.checkoutPasswordLength');
    passes(checkoutPasswordRule, '123456');
    passes(checkoutPasswordRule, 'abcdef');
    passes(checkoutPasswordRule, 'x'.repeat(20));
    failsWith(checkoutPasswordRule, 'x'.repeat(21), 'validation.checkoutPasswordLength');
  });
  test('sign-in takes any present password', () => {
    passes(anyPasswordRule, 'a');
    failsWith(anyPasswordRule, '', 'validation.passwordRequired');
    assert.notEqual(failure(anyPasswordRule, 'x'.repeat(129)), null);
  });
  test('confirm password must match', () => {
    const base = { email: 'a@b.co', verificationCode: '123456', password: 'Abcdef12' };
    assert.equal(resetPasswordRequest.safeParse({ ...base, confirmPassword: 'Abcdef12' }).success, true);
    const mismatch = resetPasswordRequest.safeParse({ ...base, confirmPassword: 'Abcdef13' });
    assert.equal(mismatch.success, false);
    assert.equal(mismatch.error?.issues[0]?.message, 'validation.passwordMismatch');
    assert.deepEqual(mismatch.error?.issues[0]?.path, ['confirmPassword']);
  });
});

describe('phones (spec 5)', () => {
  test('US numbers: 3-3-4 digits, optional parentheses, separators - . or space (or ten digits in the general format)', () => {
    assert.equal(isValidPhone('+1', '202-5550-123'), true);
    for (const phone of ['2025550123', '202-555-0123', '202.555.0123', '202 555 0123', '(202) 555-0123', '(202)555-0123', '(202)5550123']) {
      assert.equal(isValidPhone('+1', phone), true, phone);
    }
    for (const phone of ['202555012', '20255501234', '202_555_0123', '202/555/0123', '+1 202 555 0123x', 'phone']) {
      assert.equal(isValidPhone('+1', phone), false, phone);
    }
  });
  test('other area codes: optional +, digit groups separated by space or dash, 4 to 15 digits', () => {
    for (const phone of ['7700900123', '7700 900123', '7700-900-123', '+447700900123', '1234']) assert.equal(isValidPhone('+44', phone), true, phone);
    for (const phone of ['123', '1234567890123456', '7700--900123', '7700_900123', '77a0900123', '+ 7700900123', '7700 900123-', '']) {
      assert.equal(isValidPhone('+44', phone), false, phone);
    }
  });
  test('area codes', () => {
    assert.equal(DEFAULT_AREA_CODE, '+1');
    for (const code of ['+1', '+44', '+852', '+1684']) {
      assert.match(code, AREA_CODE_PATTERN);
      passes(areaCodeRule, code);
    }
    for (const code of ['1', '+', '+12345', '+1a', '++1', '']) failsWith(areaCodeRule, code, 'validation.areaCodeInvalid');
  });
  test('the phone field keeps digits only', () => {
    assert.equal(digitsOnly('(202) 555-0123'), '2025550123');
    assert.equal(digitsOnly('+1 202.555.0123 ext'), '12025550123');
    assert.equal(digitsOnly(''), '');
  });
  test('joinPhone sends {areaCode} {digits}', () => {
    assert.equal(joinPhone('+1', '(202) 555-0123'), '+1 2025550123');
    assert.equal(joinPhone('+44', '7700 900123'), '+44 7700900123');
  });
  test('splitPhone reads it back, defaulting to +1', () => {
    assert.deepEqual(splitPhone('+44 7700900123'), { areaCode: '+44', phone: '7700900123' });
    assert.deepEqual(splitPhone('+1 202-555-0123'), { areaCode: '+1', phone: '2025550123' });
    assert.deepEqual(splitPhone('2025550123'), { areaCode: '+1', phone: '2025550123' });
    assert.deepEqual(splitPhone(null), { areaCode: '+1', phone: '' });
    assert.deepEqual(splitPhone(undefined), { areaCode: '+1', phone: '' });
    for (const [area, number] of [['+1', '2025550123'], ['+852', '91234567'], ['+49', '1701234567']] as const) {
      assert.deepEqual(splitPhone(joinPhone(area, number)), { areaCode: area, phone: number });
    }
  });
  test('full phone as sent: required, {areaCode} {number}, valid for its area code', () => {
    failsWith(fullPhoneRule, '', 'validation.phoneRequired');
    failsWith(fullPhoneRule, undefined, 'validation.phoneRequired');
    passes(fullPhoneRule, '+1 2025550123');
    passes(fullPhoneRule, ' +44 7700900123 ');
    passes(fullPhoneRule, '+1 (202) 555-0123');
    failsWith(fullPhoneRule, '2025550123', 'validation.phoneInvalid');
    failsWith(fullPhoneRule, '+1 202555012', 'validation.phoneInvalid');
    failsWith(fullPhoneRule, '+1', 'validation.phoneInvalid');
    failsWith(fullPhoneRule, '+12345 2025550123', 'validation.phoneInvalid');
    failsWith(fullPhoneRule, '+44 12', 'validation.phoneInvalid');
  });
  test('sign-in tells e-mail from phone by the @', () => {
    assert.equal(isEmailLike('demo@threadway.shop'), true);
    assert.equal(isEmailLike('+1 2025550123'), false);
  });
});

describe('verification codes, URLs, terms', () => {
  test('a code is exactly 6 digits and required', () => {
    passes(verificationCodeRule, '012345');
    assert.equal(verificationCodeRule.parse(' 123456 '), '123456');
    failsWith(verificationCodeRule, '', 'validation.codeRequired');
    failsWith(verificationCodeRule, undefined, 'validation.codeRequired');
    for (const code of ['12345', '1234567', '12345a', '12 345', '１２３４５６']) failsWith(verificationCodeRule, code, 'validation.codeInvalid');
  });
  test('a URL starts with http, https or ftp', () => {
    for (const url of ['http://a.co', 'https://shop.example.com/x?y=1', 'ftp://files.example.com', 'HTTPS://EXAMPLE.COM']) passes(urlRule, url);
    for (const url of ['www.example.com', 'example.com', 'mailto:a@b.co', 'javascript:alert(1)', 'https://', 'https:// x', 'sftp://x.co', 'file:///etc/passwd']) {
      failsWith(urlRule, url, 'validation.urlInvalid');
    }
    failsWith(urlRule, `https://${'x'.repeat(2048)}`, 'validation.tooLong');
  });
  test('terms must be accepted', () => {
    passes(termsRule, true);
    for (const value of [false, undefined, 'true', 1]) failsWith(termsRule, value, 'validation.termsRequired');
  });
});

describe('sign-up forms use the rules', () => {
  const personal = { fullName: 'Jane Doe', email: 'Jane@Example.com', verificationCode: '123456', acceptTerms: true };
  test('sign-up: 8-20 password with strength; website optional but a URL; phone required', () => {
    const ok = signUpRequest.safeParse({ ...personal, password: 'Abcdef12', phone: '+1 2025550123', websiteUrl: '' });
    assert.equal(ok.success, true);
    assert.equal(ok.data?.email, 'jane@example.com');
    assert.equal(failure(signUpRequest, { ...personal, password: 'abcdef', phone: '+1 2025550123' }), 'validation.passwordLength');
    assert.equal(failure(signUpRequest, { ...personal, password: 'Abcdef12', phone: '+1 2025550123', websiteUrl: 'shop.com' }), 'validation.urlInvalid');
    assert.equal(failure(signUpRequest, { ...personal, password: 'Abcdef12' }), 'validation.phoneRequired');
    assert.equal(failure(signUpRequest, { ...personal, acceptTerms: false, password: 'Abcdef12', phone: '+1 2025550123' }), 'validation.termsRequired');
  });
  test('checkout sign-up: 6-character password accepted, no phone', () => {
    assert.equal(checkoutSignUpRequest.safeParse({ ...personal, password: 'abcdef' }).success, true);
    assert.equal(failure(checkoutSignUpRequest, { ...personal, password: 'abcde' }), 'validation.checkoutPasswordLength');
  });
});
