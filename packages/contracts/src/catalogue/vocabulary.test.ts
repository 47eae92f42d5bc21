import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildVocabulary, englishSearchWords, translateAttributes, translateLines, translateOption, type VocabularyTerm } from './vocabulary.ts';
import { parseSearch } from './search-text.ts';

const terms: VocabularyTerm[] = [
  { kind: 'colour', term: 'Red', names: { de: 'Rot', ar: 'أحمر', fr: 'Rouge' } },
  { kind: 'colour', term: 'Light Grey', names: { de: 'Hellgrau', es: 'Gris claro', ar: 'رمادي فاتح' } },
  { kind: 'colour', term: 'Dusty Rose', names: { de: 'Altrosa' } },
  { kind: 'colour', term: 'Pink', names: { fr: 'Rose', de: '' } },
  { kind: 'fabric', term: 'Cotton', names: { de: 'Baumwolle' } },
  { kind: 'designElement', term: 'Pocket', names: { de: 'Tasche' } },
  { kind: 'channel', term: 'TW Economy', names: { de: 'TW Spartarif' } },
];
const vocabulary = buildVocabulary(terms);

describe('catalogue vocabulary: translation with English fallback', () => {
  test('a term reads in the locale an operator gave', () => {
    assert.equal(vocabulary.translate('colour', 'Red', 'de'), 'Rot');
    assert.equal(vocabulary.translate('colour', 'red', 'ar'), 'أحمر');
  });
  test('a missing or empty translation, an unknown term or another kind falls back to the stored English', () => {
    assert.equal(vocabulary.translate('colour', 'Red', 'ja'), 'Red');
    assert.equal(vocabulary.translate('colour', 'Pink', 'de'), 'Pink');
    assert.equal(vocabulary.translate('colour', 'Ultraviolet', 'de'), 'Ultraviolet');
    assert.equal(vocabulary.translate('fabric', 'Red', 'de'), 'Red');
  });
  test('a written term maps back to its English term in any locale, case-insensitively', () => {
    assert.equal(vocabulary.englishOf('fabric', 'baumwolle'), 'Cotton');
    assert.equal(vocabulary.englishOf('fabric', 'Cotton'), 'Cotton');
    assert.equal(vocabulary.englishOf('fabric', 'Rot'), undefined);
  });
  test('attributes translate through their own vocabularies, lists item by item, unknown keys untouched', () => {
    assert.deepEqual(translateAttributes({ fabric: 'Cotton', designElements: ['Pocket', 'Bow'], fit: 'Cotton' }, vocabulary, 'de'), {
      fabric: 'Baumwolle',
      designElements: ['Tasche', 'Bow'],
      fit: 'Cotton',
    });
  });
});

describe('catalogue vocabulary: searching in the seller\'s language', () => {
  const english = (text: string) => parseSearch(text).groups.map((words) => englishSearchWords(words, vocabulary.searchWords));
  test('a translated word or phrase becomes the English term\'s words; others stay as typed', () => {
    assert.deepEqual(english('rot kleid'), [['red', 'kleid']]);
    assert.deepEqual(english('Gris claro, فستان أحمر'), [['light', 'grey'], ['فستان', 'red']]);
    assert.deepEqual(english('hellgrau'), [['light', 'grey']]);
  });
  test('channel names translate but are no search words: they describe no product', () => {
    assert.equal(vocabulary.translate('channel', 'TW Economy', 'de'), 'TW Spartarif');
    assert.deepEqual(english('spartarif'), [['spartarif']]);
    assert.deepEqual(english('economy'), [['economy']]);
  });
  test('English searches stay English even where a translation spells an English word', () => {
    assert.deepEqual(english('dusty rose'), [['dusty', 'rose']]);
    assert.deepEqual(english('red cotton'), [['red', 'cotton']]);
  });
});

describe('catalogue vocabulary: what was bought, read in the seller\'s language', () => {
  test('an order line keeps its English record; its colour and size read in the locale', () => {
    const lines = [{ skuCode: 'TW-1-RED-M', option1: '{"name":"Color","value":"Red"}', option2: '{"name":"Size","value":"M"}' }];
    assert.deepEqual(translateLines(lines, vocabulary, 'de'), [{ skuCode: 'TW-1-RED-M', option1: '{"name":"Color","value":"Rot"}', option2: '{"name":"Size","value":"M"}' }]);
    assert.equal(lines[0]!.option1, '{"name":"Color","value":"Red"}');
  });
  test('an option that is not JSON or has no text value stays as it is', () => {
    for (const junk of ['Red', '', '{"name":"Color"}', '{"value":3}', 'null']) assert.equal(translateOption(junk, 'colour', vocabulary, 'de'), junk);
  });
});
