/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import type { CoveringFont } from './script-runs.ts';

const require = createRequire(import.meta.url);
/** A file shipped in a font package: from its resolved entry point, which is all its exports allow. */
const packageFile = (pkg: string, fromEntry: string) => join(dirname(require.resolve(pkg)), fromEntry);

/**
 * The Noto families the documents use (docs/decisions/0032), in the order a character is looked up:
 * Latin, Greek, Cyrillic and Vietnamese first, then Arabic, Hebrew, Thai, Chinese (with Japanese
 * kana) and Korean. Regular and bold of each; npm packages, so a fresh `npm start` has them.
 */
const FAMILIES = [
  { name: 'latin', rightToLeft: false, regular: ['@embedpdf/fonts-latin', '../fonts/NotoSans-Regular.ttf'], bold: ['@embedpdf/fonts-latin', '../fonts/NotoSans-Bold.ttf'] },
  { name: 'arabic', rightToLeft: true, regular: ['@embedpdf/fonts-arabic', '../fonts/NotoNaskhArabic-Regular.ttf'], bold: ['@embedpdf/fonts-arabic', '../fonts/NotoNaskhArabic-Bold.ttf'] },
  { name: 'hebrew', rightToLeft: true, regular: ['@embedpdf/fonts-hebrew', '../fonts/NotoSansHebrew-Regular.ttf'], bold: ['@embedpdf/fonts-hebrew', '../fonts/NotoSansHebrew-Bold.ttf'] },
  { name: 'thai', rightToLeft: false, regular: ['@expo-google-fonts/noto-sans-thai', '400Regular/NotoSansThai_400Regular.ttf'], bold: ['@expo-google-fonts/noto-sans-thai', '700Bold/NotoSansThai_700Bold.ttf'] },
  { name: 'sc', rightToLeft: false, regular: ['@embedpdf/fonts-sc', '../fonts/NotoSansHans-Regular.otf'], bold: ['@embedpdf/fonts-sc', '../fonts/NotoSansHans-Bold.otf'] },
  { name: 'kr', rightToLeft: false, regular: ['@embedpdf/fonts-kr', '../fonts/NotoSansKR-Regular.otf'], bold: ['@embedpdf/fonts-kr', '../fonts/NotoSansKR-Bold.otf'] },
] as const;

export type Weight = 'regular' | 'bold';

export interface DocumentFont {
  /** The name registered with pdfkit, e.g. 'arabic-bold'. */
  id: string;
  bytes: Buffer;
}

export interface DocumentFonts {
  /** The fonts to look characters up in, in order, for one weight; each font's name is its pdfkit id. */
  covering(weight: Weight): CoveringFont[];
  all(): DocumentFont[];
  /** The first (Latin) font's ascent per 1000 units of size: every run sits on its baseline. */
  ascent: number;
}

let loaded: DocumentFonts | undefined;

/**
 * The document fonts, read once per process (about 30 MB, mostly the two CJK faces) on the first
 * document: pdfkit embeds only the glyphs a document uses, so each PDF stays small.
 */
export function documentFonts(): DocumentFonts {
  if (loaded) return loaded;
  const faces = FAMILIES.flatMap((family) =>
    (['regular', 'bold'] as const).map((weight) => {
      const [pkg, file] = family[weight];
      const bytes = readFileSync(packageFile(pkg, file));
      const face = fontkit.create(bytes);
      return { id: `${family.name}-${weight}`, weight, bytes, rightToLeft: family.rightToLeft, face };
    }),
  );
  loaded = {
    covering: (weight) =>
      faces.filter((face) => face.weight === weight).map((face) => ({ name: face.id, rightToLeft: face.rightToLeft, covers: (codePoint: number) => face.face.hasGlyphForCodePoint(codePoint) })),
    all: () => faces.map(({ id, bytes }) => ({ id, bytes })),
    ascent: (faces[0]!.face.ascent / faces[0]!.face.unitsPerEm) * 1000,
  };
  return loaded;
}
