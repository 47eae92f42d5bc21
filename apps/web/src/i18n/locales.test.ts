import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LOCALE_CODES } from '@threadway/contracts';

/**
 * Every interface text exists in all 17 locales: same keys as English, same {{placeholders}},
 * and not left in English (brand names and codes aside).
 */
const webFolder = fileURLToPath(new URL('./locales', import.meta.url));
const messagesFolder = fileURLToPath(new URL('../../../../packages/contracts/src/i18n/messages', import.meta.url));

type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const catalogues: { name: string; file: (locale: string) => string }[] = [
  { name: 'messages', file: (locale) => `${messagesFolder}/${locale}.json` },
  ...readdirSync(`${webFolder}/en`).map((f) => ({ name: f.replace('.json', ''), file: (locale: string) => `${webFolder}/${locale}/${f}` })),
];

for (const catalogue of catalogues) {
  const english = leaves(read(catalogue.file('en')));
  for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) {
    test(`${catalogue.name} is complete in ${locale}`, () => {
      const translated = leaves(read(catalogue.file(locale)));
      const missing = [...english.keys()].filter((k) => !translated.has(k));
      assert.deepEqual(missing, [], `missing keys in ${locale}`);
      const extra = [...translated.keys()].filter((k) => !english.has(k));
      assert.deepEqual(extra, [], `keys not in English in ${locale}`);
      for (const [key, text] of english) {
        assert.deepEqual(placeholders(translated.get(key)!), placeholders(text), `placeholders of ${key} in ${locale}`);
      }
      // A catalogue copied from English is not a translation; short labels may coincide.
      const untranslated = [...english].filter(([k, text]) => text.length > 25 && translated.get(k) === text);
      assert.ok(untranslated.length <= english.size * 0.05, `${locale} leaves ${untranslated.length} long texts in English: ${untranslated.slice(0, 3).map(([k]) => k).join(', ')}`);
    });
  }
}
