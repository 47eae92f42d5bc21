import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { englishMessages, formatMessage, isMessageKey } from './messages.ts';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every quoted 'errors.x', 'success.x', 'validation.x' or 'mail.x' string in the given sources. */
function usedKeys(dirs: string[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of dirs.flatMap((d) => sourceFiles(path.join(repo, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/['"`]((?:errors|success|validation|mail)\.[A-Za-z0-9_]+)['"`]/g)) {
      keys.set(match[1]!, path.relative(repo, file));
    }
  }
  return keys;
}

describe('formatMessage', () => {
  const catalogue = { a: { hello: 'Hello {{name}}, {{ name }} again', count: 'After {{seconds}} s' }, top: 'Top' };
  test('fills {{placeholders}}, spaces inside the braces allowed', () => {
    assert.equal(formatMessage(catalogue, 'a.hello', { name: 'Jane' }), 'Hello Jane, Jane again');
    assert.equal(formatMessage(catalogue, 'a.count', { seconds: 42 }), 'After 42 s');
    assert.equal(formatMessage(catalogue, 'top'), 'Top');
  });
  test('a missing parameter becomes empty, never "undefined"', () => {
    assert.equal(formatMessage(catalogue, 'a.count'), 'After  s');
  });
  test('unknown keys and non-leaf keys give undefined', () => {
    assert.equal(formatMessage(catalogue, 'a.nope'), undefined);
    assert.equal(formatMessage(catalogue, 'a'), undefined);
    assert.equal(formatMessage(catalogue, 'top.deeper'), undefined);
    assert.equal(formatMessage({}, 'a.hello'), undefined);
  });
  test('the spec wording of the resend countdown', () => {
    assert.equal(formatMessage(englishMessages, 'errors.resendAfter', { seconds: 37 }), 'You can resend the code after 37 s later');
  });
  test('isMessageKey knows the English catalogue', () => {
    assert.equal(isMessageKey('errors.tooFrequent'), true);
    assert.equal(isMessageKey('errors'), false);
    assert.equal(isMessageKey('Invalid input'), false);
  });
});

describe('message catalogue', () => {
  test('the spec texts (spec 8) are the English messages', () => {
    const expected: Record<string, string> = {
      'errors.tooFrequent': 'Requests are too frequent, Please try again later.',
      'errors.systemUpdating': 'System update is processing',
      'errors.loginFailed': 'Login failed',
      'errors.incorrectCredentials': 'Incorrect E-mail/password!',
      'errors.incorrectCode': 'Incorrect Verification Code.',
      'errors.emailRegistered': 'The email has been registered already',
      'errors.notFound': 'Sorry, No Data Found',
      'errors.internal': 'system exception',
      'success.codeSent': 'Verification Code Sent',
      'success.emailVerifiedReset': 'Email verified, please reset your password',
      'success.passwordReset': 'Password has reset, please login again',
      'success.registerSuccess': 'Register success!',
      'success.thanksSubmission': 'Thanks for your submission!',
      'validation.emailRequired': 'Email required',
      'validation.phoneNumberRequired': 'Phone number required',
      'validation.fullNameRequired': 'Please enter your full name',
      'validation.emailInvalid': 'Please enter your valid email',
      'validation.passwordRequired': 'Please enter the password',
      'validation.passwordLength': 'Please enter a password of 8 to 20 characters',
      'validation.passwordMismatch': 'The two passwords are inconsistent!',
      'validation.phoneInvalid': 'Please enter your valid phoneNumber',
      'validation.phoneRequired': 'Please enter your valid Phone Number',
      'validation.termsRequired': 'Please check the terms of service at the bottom',
    };
    for (const [key, text] of Object.entries(expected)) assert.equal(formatMessage(englishMessages, key), text, key);
  });

  test('every message key used by the API and the shared rules exists in English', () => {
    const used = usedKeys(['apps/api/src', 'packages/contracts/src']);
    assert.ok(used.size >= 30, `found only ${used.size} keys: is the scan broken?`);
    const missing = [...used].filter(([key]) => !isMessageKey(key)).map(([key, file]) => `${key} (${file})`);
    assert.deepEqual(missing, []);
  });

  test('every other locale catalogue has only known keys and the same placeholders', () => {
    const folder = fileURLToPath(new URL('./messages', import.meta.url));
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json') && f !== 'en.json')) {
      const catalogue = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>;
      const walk = (node: Record<string, unknown>, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
          const full = `${prefix}${key}`;
          if (typeof value === 'object' && value !== null) walk(value as Record<string, unknown>, `${full}.`);
          else {
            assert.equal(isMessageKey(full), true, `${file}: unknown key ${full}`);
            const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
            const english = full.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], englishMessages);
            assert.deepEqual(names(String(value)), names(String(english)), `${file}: placeholders of ${full}`);
          }
        }
      };
      walk(catalogue, '');
    }
  });
});
