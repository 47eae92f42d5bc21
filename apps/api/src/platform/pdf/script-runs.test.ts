import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scriptRuns, visualOrder, type CoveringFont } from './script-runs.ts';

/** Fonts by Unicode block, as the Noto families cover them; punctuation and digits are in each. */
const shared = (cp: number) => cp < 0x80 && !/[A-Za-z]/.test(String.fromCodePoint(cp));
const fonts: CoveringFont[] = [
  { name: 'latin', rightToLeft: false, covers: (cp) => cp < 0x250 },
  { name: 'arabic', rightToLeft: true, covers: (cp) => (cp >= 0x600 && cp <= 0x6ff) || shared(cp) },
  { name: 'hebrew', rightToLeft: true, covers: (cp) => (cp >= 0x590 && cp <= 0x5ff) || shared(cp) },
  { name: 'cjk', rightToLeft: false, covers: (cp) => (cp >= 0x4e00 && cp <= 0x9fff) || shared(cp) },
];
const shape = (line: string) => scriptRuns(line, fonts).map((run) => `${run.font}:${run.text}`);

test('one script is one run, spaces included', () => {
  assert.deepEqual(shape('متجر النور'), ['arabic:متجر النور']);
  assert.deepEqual(shape('Cotton tee'), ['latin:Cotton tee']);
});

test('each script goes to the font that has it; digits and letters pick theirs', () => {
  assert.deepEqual(shape('纯棉T恤 Cotton'), ['cjk:纯棉', 'latin:T', 'cjk:恤 ', 'latin:Cotton']);
  assert.deepEqual(shape('שדרות 12'), ['hebrew:שדרות', 'latin: 12']);
  assert.deepEqual(visualOrder(scriptRuns('שדרות 12', fonts)).map((run) => run.text), ['12 ', 'שדרות'], 'the house number left of the street, as a Hebrew reader writes it');
});

test('punctuation after right-to-left text goes with the text that follows in another script', () => {
  assert.deepEqual(shape('color: أحمر, size: XL'), ['latin:color: ', 'arabic:أحمر', 'latin:, size: XL']);
});

test('a character no font has goes to the first font, never dropped', () => {
  assert.deepEqual(shape('a\u{1F600}b'), ['latin:a\u{1F600}b']);
});

test('a line that starts right-to-left reads its runs from the right', () => {
  const runs = visualOrder(scriptRuns('فستان صيفي Summer dress', fonts));
  assert.deepEqual(
    runs.map((run) => run.text),
    ['Summer dress ', 'فستان صيفي'],
  );
  assert.deepEqual(
    visualOrder(scriptRuns('Order שדרות', fonts)).map((run) => run.text),
    ['Order ', 'שדרות'],
  );
});
