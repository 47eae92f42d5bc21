import assert from 'node:assert/strict';
import { test } from 'node:test';
import { taggedParts } from './tagged-text.ts';

test('splits a sentence into plain and tagged pieces, in order', () => {
  assert.deepEqual(taggedParts('I agree to the <terms>Terms</terms>, <privacy>Privacy Policy</privacy> and <fees>Fees & Cancellation</fees>'), [
    { text: 'I agree to the ' },
    { tag: 'terms', text: 'Terms' },
    { text: ', ' },
    { tag: 'privacy', text: 'Privacy Policy' },
    { text: ' and ' },
    { tag: 'fees', text: 'Fees & Cancellation' },
  ]);
});

test('keeps text before the first tag and after the last, and a sentence without tags whole', () => {
  assert.deepEqual(taggedParts('<terms>利用規約</terms>に同意します'), [{ tag: 'terms', text: '利用規約' }, { text: 'に同意します' }]);
  assert.deepEqual(taggedParts('أوافق على <terms>الشروط</terms>'), [{ text: 'أوافق على ' }, { tag: 'terms', text: 'الشروط' }]);
  assert.deepEqual(taggedParts('No links here'), [{ text: 'No links here' }]);
});

test('a tag left open is plain text', () => {
  assert.deepEqual(taggedParts('See <terms>Terms'), [{ text: 'See <terms>Terms' }]);
});
