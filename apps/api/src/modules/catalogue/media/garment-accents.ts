import type { GarmentShape } from './garment-shapes.ts';
import { between, lighten, n, pick } from './svg-kit.ts';

type Area = GarmentShape['accent'];
type Accent = (area: Area, colour: string, edge: string, random: () => number) => string;

/**
 * Small details in the trim colour (chest stripes, a patch, a pocket, a print, sporty stripes),
 * placed by the variant inside the garment's free area. Plain garments always get one, so two
 * products of the same shape and colour still look different; patterned ones sometimes.
 */
const ACCENTS: Accent[] = [
  // one or two chest stripes
  (area, colour, _edge, random) => {
    const height = between(random, 10, 24);
    const y = area.y + between(random, 0, area.height - height * 2.5);
    const second = random() < 0.5 ? `<rect x="${area.x}" y="${n(y + height * 1.6)}" width="${area.width}" height="${n(height * 0.5)}" fill="${colour}"/>` : '';
    return `<rect x="${area.x}" y="${n(y)}" width="${area.width}" height="${n(height)}" fill="${colour}"/>${second}`;
  },
  // a patch: circle, square, diamond or heart-ish, on one side
  (area, colour, edge, random) => {
    const size = between(random, 24, Math.min(46, area.width / 2));
    const x = random() < 0.5 ? area.x + size / 2 + 4 : area.x + area.width - size / 2 - 4;
    const y = area.y + size / 2 + between(random, 0, Math.max(0, area.height - size));
    const r = size / 2;
    const shape = pick(random, [
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"`,
      `<rect x="${n(x - r)}" y="${n(y - r)}" width="${n(size)}" height="${n(size)}" rx="4"`,
      `<path d="M${n(x)},${n(y - r)} L${n(x + r)},${n(y)} L${n(x)},${n(y + r)} L${n(x - r)},${n(y)} Z"`,
      `<path d="M${n(x)},${n(y + r)} L${n(x - r)},${n(y - r * 0.1)} Q${n(x - r)},${n(y - r)} ${n(x)},${n(y - r * 0.4)} Q${n(x + r)},${n(y - r)} ${n(x + r)},${n(y - r * 0.1)} Z"`,
    ]);
    return `${shape} fill="${colour}" stroke="${edge}" stroke-width="1.5"/>`;
  },
  // a contrast pocket with its flap
  (area, colour, edge, random) => {
    const width = between(random, 44, Math.min(70, area.width * 0.6));
    const height = width * between(random, 0.9, 1.15);
    const x = random() < 0.5 ? area.x + 4 : area.x + area.width - width - 4;
    const y = area.y + between(random, 0, Math.max(0, area.height - height));
    return `<path d="M${n(x)},${n(y)} L${n(x + width)},${n(y)} L${n(x + width)},${n(y + height - 10)} Q${n(x + width / 2)},${n(y + height + 6)} ${n(x)},${n(y + height - 10)} Z" fill="${colour}" stroke="${edge}" stroke-width="1.5"/><path d="M${n(x)},${n(y + 14)} L${n(x + width)},${n(y + 14)}" stroke="${edge}" stroke-width="1.5" stroke-dasharray="4 3"/>`;
  },
  // a printed graphic: a block with a simple motif
  (area, colour, _edge, random) => {
    const width = area.width * between(random, 0.55, 0.85);
    const height = Math.min(area.height, width * between(random, 0.5, 0.8));
    const x = area.x + (area.width - width) / 2;
    const y = area.y + between(random, 0, area.height - height);
    const ink = lighten(colour, 0.6);
    const motif = pick(random, [
      `<circle cx="${n(x + width / 2)}" cy="${n(y + height / 2)}" r="${n(height * 0.3)}" fill="${ink}"/>`,
      `<path d="M${n(x + width * 0.2)},${n(y + height * 0.8)} L${n(x + width / 2)},${n(y + height * 0.2)} L${n(x + width * 0.8)},${n(y + height * 0.8)} Z" fill="${ink}"/>`,
      `<path d="M${n(x + width * 0.15)},${n(y + height * 0.6)} Q${n(x + width * 0.35)},${n(y + height * 0.2)} ${n(x + width / 2)},${n(y + height * 0.6)} T${n(x + width * 0.85)},${n(y + height * 0.6)}" fill="none" stroke="${ink}" stroke-width="${n(height * 0.12)}"/>`,
    ]);
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="6" fill="${colour}"/>${motif}`;
  },
  // two sporty stripes down the area
  (area, colour, _edge, random) => {
    const width = between(random, 6, 12);
    const gap = between(random, 6, 16);
    const x = random() < 0.5 ? area.x + 6 : area.x + area.width - 2 * width - gap - 6;
    return `<rect x="${n(x)}" y="${area.y}" width="${n(width)}" height="${area.height}" fill="${colour}"/><rect x="${n(x + width + gap)}" y="${area.y}" width="${n(width)}" height="${area.height}" fill="${colour}"/>`;
  },
];

export function accentOf(area: Area, colour: string, edge: string, random: () => number, always: boolean): string {
  if (!always && random() < 0.65) return '';
  return pick(random, ACCENTS)(area, colour, edge, random);
}
