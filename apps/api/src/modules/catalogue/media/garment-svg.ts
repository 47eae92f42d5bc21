import type { GarmentImage } from '@threadway/contracts';
import { accentOf } from './garment-accents.ts';
import { clothOf } from './garment-patterns.ts';
import { GARMENT_SHAPES } from './garment-shapes.ts';
import { between, css, darken, lighten, luminance, mix, n, pick, seededRandom, seedOf } from './svg-kit.ts';

/** Product pictures are 600x720; the drawing below uses that canvas whatever the output size. */
export const GARMENT_SIZE = { width: 600, height: 720 } as const;

/** Light studio backdrops; the variant picks one, always pale and nearly grey. */
const STUDIO = [
  ['f6f4f0', 'e8e4dc'],
  ['f1f3f6', 'e1e5ea'],
  ['f4f4f4', 'e4e4e4'],
  ['f7f1ee', 'ebe1dc'],
] as const;

/**
 * The garment itself (shadow, cloth, trims, a detail, shading, outline, stitches, buttons) as an
 * SVG group on the 600x720 canvas, plus the definitions it needs. The variant decides the trim
 * colour (the secondary colour, a blend, a deeper or a paler shade of the primary, or on
 * patterned cloth none) and the detail; a plain garment always shows its secondary colour.
 */
function garmentLayer(image: GarmentImage, id: string): Drawing {
  const shape = GARMENT_SHAPES[image.silhouette];
  const cloth = clothOf(image.pattern, image.primary, image.secondary, image.variant, id);
  const random = seededRandom(seedOf('trim', image.variant));
  const plain = image.pattern === 'solid';
  const trimColour = pick(random, [plain ? css(image.secondary) : null, css(image.secondary), darken(image.primary, 0.3), lighten(image.primary, 0.45), mix(image.primary, image.secondary, 0.5)]);
  const edge = luminance(image.primary) < 0.15 ? lighten(image.primary, 0.35) : darken(image.primary, 0.4);
  const stitch = luminance(image.primary) < 0.3 ? lighten(image.primary, 0.5) : darken(image.primary, 0.3);
  const button = pick(random, [darken(image.secondary, 0.2), 'f4efe6', '2b2b2b', 'b08d57']);

  const defs =
    cloth.defs +
    `<linearGradient id="light${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient>`;
  const trims = trimColour ? shape.trims.map((d) => `<path d="${d}" fill="${trimColour}"/>`).join('') : '';
  const accent = accentOf(shape.accent, css(image.secondary), edge, random, plain);
  const trimEdges = shape.trims.map((d) => `<path d="${d}" fill="none" stroke="${edge}" stroke-width="1.5" stroke-opacity=".5"/>`).join('');
  const buttons = shape.buttons
    .map((b) => `<circle cx="${b.x}" cy="${b.y}" r="${b.r}" fill="${css(button)}" stroke="${darken(button, 0.35)}" stroke-width="1.2"/>`)
    .join('');
  // Everything drawn inside the outline stays inside it by construction (no clip path, no blur
  // filter: both cost more to render than the rest of the picture, and features are read from
  // thousands of these at seed time). The soft shadow is the outline in a wide faint stroke.
  const body =
    `<path d="${shape.outline}" transform="translate(8 12)" fill="#000" fill-opacity=".1" stroke="#000" stroke-opacity=".06" stroke-width="18" stroke-linejoin="round"/>` +
    `<path d="${shape.outline}" fill="${cloth.fill}"/>${trims}${accent}` +
    (shape.shade ? `<path d="${shape.shade}" fill="#000" opacity=".22"/>` : '') +
    `<path d="${shape.folds}" fill="none" stroke="#000" stroke-opacity=".07" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="${shape.folds}" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="5" stroke-linecap="round" transform="translate(-9 0)"/>` +
    `<path d="${shape.outline}" fill="url(#light${id})"/>` +
    `${trimEdges}<path d="${shape.outline}" fill="none" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${shape.seams}" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5" stroke-opacity=".7"/>${buttons}`;
  return { defs, body };
}

/** A picture on the 600x720 canvas: its definitions and its body. */
interface Drawing {
  defs: string;
  body: string;
}

export type GeneratedPicture = { kind: 'garments' | 'looks'; image: GarmentImage };

/**
 * The drawing of a product picture or an Explore look. Its ids end with `id`, so several
 * drawings can share one SVG document (see pictureSheetSvg).
 */
export function pictureDrawing({ kind, image }: GeneratedPicture, id = ''): Drawing {
  return kind === 'garments' ? productDrawing(image, id) : lookDrawing(image, id);
}

const frame = (width: number, height: number, { defs, body }: Drawing) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${GARMENT_SIZE.width} ${GARMENT_SIZE.height}"><defs>${defs}</defs>${body}</svg>`;

/** A product picture: the garment laid flat on a pale studio backdrop. */
export const garmentSvg = (image: GarmentImage, width: number = GARMENT_SIZE.width, height: number = GARMENT_SIZE.height) =>
  frame(width, height, productDrawing(image, ''));

export const lookSvg = (image: GarmentImage, width: number = GARMENT_SIZE.width, height: number = GARMENT_SIZE.height) => frame(width, height, lookDrawing(image, ''));

/**
 * Pictures side by side in one SVG document, `cell` pixels each, `columns` to a row. Drawing
 * many at once costs far less than one call each (visual search reads thousands at seed time);
 * each cell has the same pixels as the picture drawn alone at that size.
 */
export function pictureSheetSvg(pictures: readonly GeneratedPicture[], cell: { width: number; height: number }, columns: number): string {
  const rows = Math.ceil(pictures.length / columns);
  const cells = pictures.map((picture, k) => {
    const { defs, body } = pictureDrawing(picture, `-${k}`);
    return `<svg x="${(k % columns) * cell.width}" y="${Math.floor(k / columns) * cell.height}" width="${cell.width}" height="${cell.height}" viewBox="0 0 ${GARMENT_SIZE.width} ${GARMENT_SIZE.height}"><defs>${defs}</defs>${body}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * cell.width}" height="${rows * cell.height}">${cells.join('')}</svg>`;
}

function productDrawing(image: GarmentImage, id: string): Drawing {
  const [top, bottom] = STUDIO[image.variant % STUDIO.length]!;
  const garment = garmentLayer(image, id);
  const backdrop = `<linearGradient id="studio${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(top)}"/><stop offset="1" stop-color="${css(bottom)}"/></linearGradient>`;
  return { defs: backdrop + garment.defs, body: `<rect width="600" height="720" fill="url(#studio${id})"/>${garment.body}` };
}

/**
 * An Explore post: the same garment, turned a little and smaller, in a styled flat lay with
 * accessories on a tinted backdrop (no model: the feed shows outfits, not people).
 */
function lookDrawing(image: GarmentImage, id: string): Drawing {
  const random = seededRandom(seedOf('look', image.variant, image.secondary));
  const tint = mix(image.secondary, 'ffffff', 0.82);
  const garment = garmentLayer(image, id);
  const turn = n(between(random, -7, 7));
  const accessoryColour = (k: number) => (k % 2 ? darken(image.secondary, 0.25) : mix(image.primary, '2d2a26', 0.6));
  const slots = [
    { x: 490, y: 120 },
    { x: 494, y: 600 },
    { x: 106, y: 604 },
    { x: 108, y: 118 },
  ];
  const chosen = ACCESSORIES.map((draw, k) => ({ draw, k, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, 3);
  const extras = chosen.map(({ draw, k }, i) => `<g transform="translate(${slots[i]!.x} ${slots[i]!.y}) scale(1.3)">${draw(accessoryColour(k))}</g>`).join('');
  const backdrop = `<rect width="600" height="720" fill="${tint}"/><rect y="560" width="600" height="160" fill="${darken(tint, 0.04)}" opacity=".6"/>`;
  return { defs: garment.defs, body: `${backdrop}<g transform="translate(300 360) rotate(${turn}) scale(.74) translate(-300 -360)">${garment.body}</g>${extras}` };
}

/** Drawn around (0,0); the look places each in a free corner. */
type Accessory = (colour: string) => string;
const ACCESSORIES: Accessory[] = [
  // sunglasses
  (c) =>
    `<ellipse cx="-30" cy="0" rx="26" ry="19" fill="#222" opacity=".88"/><ellipse cx="30" cy="0" rx="26" ry="19" fill="#222" opacity=".88"/><path d="M-4,-4 Q0,-10 4,-4" stroke="${c}" stroke-width="4" fill="none"/><path d="M-56,-6 L-74,-14 M56,-6 L74,-14" stroke="${c}" stroke-width="4"/>`,
  // tote bag
  (c) =>
    `<path d="M-28,-40 Q0,-86 28,-40" stroke="${darken(c, 0.3)}" stroke-width="7" fill="none"/><path d="M-52,-40 L52,-40 L60,52 L-60,52 Z" fill="${c}"/><path d="M-52,-28 L52,-28" stroke="#000" stroke-opacity=".15" stroke-width="3"/>`,
  // sneakers
  (c) =>
    `<path d="M-62,-20 Q-50,-44 -24,-40 L-6,-18 Q6,-10 6,4 L-62,4 Z" fill="#f7f7f5" stroke="${c}" stroke-width="3"/><path d="M-62,4 L6,4" stroke="${c}" stroke-width="7"/><path d="M4,14 Q16,-10 42,-6 L60,16 Q72,24 72,38 L4,38 Z" fill="#f7f7f5" stroke="${c}" stroke-width="3"/><path d="M4,38 L72,38" stroke="${c}" stroke-width="7"/>`,
  // sun hat
  (c) => `<ellipse cx="0" cy="10" rx="70" ry="30" fill="#d9c49b"/><ellipse cx="0" cy="0" rx="34" ry="24" fill="#cdb586"/><path d="M-34,6 Q0,20 34,6" stroke="${c}" stroke-width="7" fill="none"/>`,
  // watch
  (c) => `<rect x="-12" y="-58" width="24" height="116" rx="10" fill="${c}"/><circle r="26" fill="#e9e6df" stroke="#8a7f6a" stroke-width="5"/><path d="M0,0 L0,-14 M0,0 L10,4" stroke="#333" stroke-width="3"/>`,
];
