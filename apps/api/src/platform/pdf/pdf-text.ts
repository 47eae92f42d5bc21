import type { Weight } from './document-fonts.ts';
import { scriptRuns, visualOrder } from './script-runs.ts';

export interface PdfDocument {
  doc: PDFKit.PDFDocument;
  /** Writes text in any script at (x, y) or where the last text ended: each line's runs in the font that draws them. */
  text(text: string, options?: PDFKit.Mixins.TextOptions & { x?: number; y?: number; weight?: Weight }): void;
  /** Sets the font size of the text that follows. */
  size(points: number): void;
  /** The finished file, once end() is called. */
  done: Promise<Buffer>;
}

/**
 * An A4 PDF whose text may be in any language a seller or their customer types (docs/decisions/0032):
 * the Noto fonts are registered and each line is drawn run by run in the font that has its
 * characters. Newlines start new lines; other control characters are dropped.
 */
export async function pdfDocument(info: PDFKit.DocumentInfo): Promise<PdfDocument> {
  // pdfkit and fontkit are loaded on the first document, not by every start of the API.
  const [{ default: PDFDocument }, { documentFonts }] = await Promise.all([import('pdfkit'), import('./document-fonts.ts')]);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = documentFonts();
  for (const font of fonts.all()) doc.registerFont(font.id, font.bytes);

  let fontSize = 12;
  const size = (points: number) => {
    fontSize = points;
    doc.fontSize(points);
  };

  const text: PdfDocument['text'] = (value, { x, y, weight = 'regular', ...given } = {}) => {
    const covering = fonts.covering(weight);
    // Each font would put its own ascent below y: all runs take the Latin font's, so they share one baseline.
    // Any features make pdfkit lay a run out whole; by default it lays out word by word, which puts the
    // words of a right-to-left run in left-to-right order.
    const options = { ...given, baseline: -(fonts.ascent / 1000) * fontSize, features: ['kern' as const] };
    const lines = value.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n]/gu, '').split('\n');
    lines.forEach((line, lineIndex) => {
      const runs = visualOrder(scriptRuns(line === '' ? ' ' : line, covering));
      runs.forEach((run, runIndex) => {
        const first = lineIndex === 0 && runIndex === 0;
        doc.font(run.font);
        // pdfkit's text() takes (text, x, y, options); a continued run picks up where the last ended.
        if (first && x !== undefined) doc.text(run.text, x, y, { ...options, continued: runIndex < runs.length - 1 });
        else doc.text(run.text, { ...options, continued: runIndex < runs.length - 1 });
      });
    });
  };
  return { doc, text, size, done };
}
