import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, isLocale, isRtl, languageIdOf, resolveLocale } from './locales.ts';

describe('locales (spec 1, 9)', () => {
  test('17 interface languages, English by default', () => {
    assert.equal(LOCALES.length, 17);
    assert.equal(new Set(LOCALE_CODES).size, 17);
    assert.equal(DEFAULT_LOCALE, 'en');
    for (const code of ['en', 'zh-CN', 'ru', 'fr', 'de', 'pt', 'es', 'ja', 'ko', 'ar', 'it', 'vi', 'tr', 'th', 'nl', 'he', 'id']) {
      assert.equal(isLocale(code), true, code);
    }
    assert.equal(isLocale('xx'), false);
    assert.equal(isLocale('EN'), false);
    assert.equal(isLocale(undefined), false);
  });

  test('languageIdOf: en 1, zh-CN 2, ru 3, fr 4, de 5, pt 6, es 7, every other locale 1', () => {
    const expected: Record<string, number> = { en: 1, 'zh-CN': 2, ru: 3, fr: 4, de: 5, pt: 6, es: 7 };
    for (const code of LOCALE_CODES) assert.equal(languageIdOf(code), expected[code] ?? 1, code);
  });

  test('isRtl only for Arabic and Hebrew', () => {
    for (const code of LOCALE_CODES) assert.equal(isRtl(code), code === 'ar' || code === 'he', code);
  });
});

describe('resolveLocale', () => {
  test('exact tags, case-insensitive', () => {
    assert.equal(resolveLocale('fr', undefined), 'fr');
    assert.equal(resolveLocale('zh-cn', undefined), 'zh-CN');
    assert.equal(resolveLocale('ZH-CN', undefined), 'zh-CN');
    assert.equal(resolveLocale('he', undefined), 'he');
  });
  test('regional variants map to their language', () => {
    assert.equal(resolveLocale('fr-FR', undefined), 'fr');
    assert.equal(resolveLocale('ru-RU', undefined), 'ru');
    assert.equal(resolveLocale('pt-PT', undefined), 'pt');
    assert.equal(resolveLocale('pt-BR', undefined), 'pt');
    assert.equal(resolveLocale('zh', undefined), 'zh-CN');
    assert.equal(resolveLocale('en-GB', undefined), 'en');
  });
  test('the first supported entry of a list wins, weights and spaces aside', () => {
    assert.equal(resolveLocale('fr-FR,fr;q=0.9,en;q=0.8', undefined), 'fr');
    assert.equal(resolveLocale('xx, de;q=0.5', undefined), 'de');
    assert.equal(resolveLocale(' , ja ', undefined), 'ja');
  });
  test('falls back to Language-Id, then English', () => {
    assert.equal(resolveLocale(undefined, '4'), 'fr');
    assert.equal(resolveLocale('xx-YY', '7'), 'es');
    assert.equal(resolveLocale('', '2'), 'zh-CN');
    assert.equal(resolveLocale(undefined, '9'), 'en');
    assert.equal(resolveLocale(undefined, 'abc'), 'en');
    assert.equal(resolveLocale(undefined, undefined), 'en');
    assert.equal(resolveLocale('*', undefined), 'en');
  });
  test('Accept-Language is preferred over Language-Id', () => {
    assert.equal(resolveLocale('de', '4'), 'de');
  });
});
