import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hasSearchableText, parseSearch } from './search-text.ts';

describe('searchable text (spec 5: suggestions only with a non-symbol character)', () => {
  test('letters or digits in any script make text searchable', () => {
    for (const text of ['dress', ' a ', '7', '连衣裙', 'платье', 'فستان', 'ชุด', '#1']) assert.equal(hasSearchableText(text), true, text);
  });
  test('empty text, spaces and symbols only are not searchable', () => {
    for (const text of ['', '   ', '!!!', '#$%^&*', '-_-', '，、。', '😀🎉', '\n\t']) assert.equal(hasSearchableText(text), false, JSON.stringify(text));
  });
});

describe('parseSearch (spec 2.3: several terms separated by commas, spaces or lines)', () => {
  test('commas, semicolons and lines separate alternatives; words are lower case, letters and digits only', () => {
    const parsed = parseSearch('Black  Dress, red-skirt\nT-Shirt 3XL;;  ,');
    assert.deepEqual(parsed.groups, [['black', 'dress'], ['red', 'skirt'], ['t', 'shirt', '3xl']]);
    assert.deepEqual(parsed.phrases, ['black dress', 'red skirt', 't shirt 3xl']);
  });

  test('repeated alternatives count once; symbols alone are no search', () => {
    assert.deepEqual(parseSearch('dress, DRESS,  dress ').groups, [['dress']]);
    assert.deepEqual(parseSearch(' !!, ;; ').groups, []);
    assert.deepEqual(parseSearch(undefined).groups, []);
  });

  test('tokens that look like item numbers or ids are kept as typed', () => {
    assert.deepEqual(parseSearch('TW-5003 KK1020, x').identifiers, ['TW-5003', 'KK1020']);
    assert.deepEqual(parseSearch('--- ab black dress').identifiers, [], 'no digit: a word, not a number');
  });

  test('any script: accents, CJK and combining marks stay inside words', () => {
    assert.deepEqual(parseSearch('Robe d’été').groups, [['robe', 'd', 'été']]);
    assert.deepEqual(parseSearch('连衣裙').groups, [['连衣裙']]);
    assert.deepEqual(parseSearch('เสื้อผ้า').groups, [['เสื้อผ้า']]);
  });
});
