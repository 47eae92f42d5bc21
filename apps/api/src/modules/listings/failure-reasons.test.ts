import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureReason, failureText } from './failure-reasons.ts';

test('a kept reason: our message with its values in the seller’s language, a key alone, a platform’s words as they are', () => {
  const missing = failureReason('listings.attributeRequired', { name: 'Sleeve Length' });
  assert.equal(missing, 'listings.attributeRequired {"name":"Sleeve Length"}');
  assert.equal(failureText('en', missing), 'Please select the \u201cSleeve Length\u201d attribute');
  assert.equal(failureText('de', missing), 'Bitte w\u00e4hlen Sie das Attribut \u201eSleeve Length\u201c');
  assert.equal(failureText('en', failureReason('listings.categoryRequired')), 'Please select a category');
  assert.equal(failureText('en', 'TikTok Shop 12052021: The required product attribute Material (id 100157) is missing.'), 'TikTok Shop 12052021: The required product attribute Material (id 100157) is missing.');
  assert.equal(failureText('en', 'nothing.known {"a":1}'), 'nothing.known {"a":1}');
  assert.equal(failureText('en', null), null);
});
