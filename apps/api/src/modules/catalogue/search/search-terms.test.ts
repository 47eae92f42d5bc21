import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseSearch } from '@threadway/contracts';
import { acceptedCorrections, correctableWords, correctedText, editDistance, toTsQuery } from './search-terms.ts';

describe('words to correct', () => {
  test('only words of three letters or more, not numbers, are worth correcting', () => {
    assert.deepEqual(correctableWords(parseSearch('t shirt 2024 xl sweatr')), ['shirt', 'sweatr']);
  });
});

describe('toTsQuery', () => {
  test('words of an alternative AND, alternatives OR, the last word typed is a prefix', () => {
    assert.equal(toTsQuery(parseSearch('black dress'), new Map()), 'black & dress:*');
    assert.equal(toTsQuery(parseSearch('jacket, red dress'), new Map()), '(jacket) | (red & dress:*)');
    assert.equal(toTsQuery(parseSearch(''), new Map()), null);
  });

  test('corrections are ORed with the word, quoted as single lexemes', () => {
    const corrections = new Map([['sweatr', ['sweater', 'sweaters']], ['tshirt', ["t-shirt"]]]);
    assert.equal(toTsQuery(parseSearch('sweatr tshirt'), corrections), "(sweatr | 'sweater' | 'sweaters') & (tshirt:* | 't-shirt')");
  });
});

describe('typo corrections', () => {
  test('edit distance counts a swap of neighbours as one edit', () => {
    assert.equal(editDistance('skrit', 'skirt'), 1);
    assert.equal(editDistance('sweatr', 'sweater'), 1);
    assert.equal(editDistance('sweatr', 'sweaters'), 2);
    assert.equal(editDistance('kitten', 'sitting'), 3);
    assert.equal(editDistance('', 'abc'), 3);
    assert.equal(editDistance('连衣群', '连衣裙'), 1);
  });

  test('candidates are kept within the allowed edits (one up to 5 letters, two beyond), the closest only', () => {
    assert.deepEqual(acceptedCorrections('skrit', ['skirt', 'skirts', 'skinny'], 3), ['skirt']);
    assert.deepEqual(acceptedCorrections('blouze', ['blouse', 'blouses', 'blue'], 3), ['blouse']);
    assert.deepEqual(acceptedCorrections('tshirt', ['t-shirt', 'shirt', 't-shirts', 'shirts'], 3), ['t-shirt'], 'the hyphen is no edit');
    assert.deepEqual(acceptedCorrections('sweatrs', ['sweatshirts', 'sweaters'], 3), ['sweaters']);
    assert.deepEqual(acceptedCorrections('cardiganns', ['cardigans', 'cardigan'], 1), ['cardigans']);
    assert.deepEqual(acceptedCorrections('ab', ['abc'], 3), []);
    assert.deepEqual(acceptedCorrections('xyzzy', [], 3), []);
  });

  test('the corrected text replaces each corrected word by its best correction', () => {
    const parsed = parseSearch('lether jaket, coat');
    assert.equal(correctedText(parsed, new Map([['lether', 'leather'], ['jaket', 'jacket']])), 'leather jacket, coat');
    assert.equal(correctedText(parsed, new Map()), null);
  });
});
