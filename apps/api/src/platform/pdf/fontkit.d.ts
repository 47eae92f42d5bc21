/** The part of fontkit (pdfkit's own font engine, no types published) that choosing a font needs. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    ascent: number;
    unitsPerEm: number;
  }
  export function create(buffer: Buffer): Font;
}
