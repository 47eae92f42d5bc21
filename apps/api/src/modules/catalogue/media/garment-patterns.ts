import type { Pattern } from '@threadway/contracts';
import { between, css, darken, lighten, mix, n, pick, seededRandom, seedOf } from './svg-kit.ts';

/**
 * The cloth of a garment: SVG <pattern> definitions (id `cloth{id}`) in the primary and secondary
 * colours. The variant sets the geometry (stripe width and angle, dot size and spacing, check
 * size, flower density, block split...), so two products of the same pattern still differ.
 * Sizes are in the 600x720 canvas of the garment drawing.
 */
export interface Cloth {
  defs: string;
  fill: string;
}

/** The pattern's tile content and size; clothOf wraps it in the <pattern> element. */
type Draw = (primary: string, secondary: string, random: () => number) => Tile;
interface Tile {
  width: number;
  height: number;
  body: string;
  angle?: number;
}


const tile = (width: number, height: number, body: string, angle = 0): Tile => ({ width, height, body, angle });

const stripes: Draw = (p, s, random) => {
  const width = between(random, 7, 36);
  const gap = width * between(random, 0.6, 2.2);
  const angle = pick(random, [0, 0, 0, 90, 90, 45, -45, 30]);
  // Some stripes carry a thin pinstripe in a blend of the two colours.
  const pin = random() < 0.4 ? `<rect x="${n(width + gap / 2 - 1.5)}" width="3" height="10" fill="${mix(p, s, 0.5)}"/>` : '';
  return tile(width + gap, 10, `<rect width="${n(width + gap)}" height="10" fill="${css(p)}"/><rect width="${n(width)}" height="10" fill="${css(s)}"/>${pin}`, angle + 90);
};

const dots: Draw = (p, s, random) => {
  const r = between(random, 4, 18);
  const step = r * between(random, 2.4, 4.2);
  const ring = random() < 0.25;
  const dot = (x: number, y: number) =>
    ring ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${css(s)}" stroke-width="${n(r / 2.5)}"/>` : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${css(s)}"/>`;
  return tile(step, step, `<rect width="${n(step)}" height="${n(step)}" fill="${css(p)}"/>${dot(step / 4, step / 4)}${dot((3 * step) / 4, (3 * step) / 4)}`, pick(random, [0, 0, 15, -20]));
};

const checks: Draw = (p, s, random) => {
  const size = between(random, 22, 80);
  const band = size * between(random, 0.3, 0.55);
  const line = random() < 0.5 ? mix(s, 'ffffff', 0.55) : darken(p, 0.45);
  const thin = random() < 0.6 ? `<rect x="${n(size * 0.75)}" width="2.5" height="${n(size)}" fill="${line}"/><rect y="${n(size * 0.75)}" width="${n(size)}" height="2.5" fill="${line}"/>` : '';
  return tile(
    size,
    size,
    `<rect width="${n(size)}" height="${n(size)}" fill="${css(p)}"/><rect width="${n(band)}" height="${n(size)}" fill="${css(s)}" opacity=".55"/><rect width="${n(size)}" height="${n(band)}" fill="${css(s)}" opacity=".55"/>${thin}`,
    pick(random, [0, 0, 0, 45]),
  );
};

const floral: Draw = (p, s, random) => {
  const size = between(random, 70, 150);
  const heart = random() < 0.5 ? lighten(s, 0.6) : darken(s, 0.4);
  const leaf = mix(darken(p, 0.35), '3f7a3a', 0.5);
  const petals = 5 + Math.floor(random() * 3);
  const flower = (x: number, y: number, r: number, turn: number) => {
    let out = `<ellipse cx="${n(x + r * 0.9)}" cy="${n(y + r * 0.5)}" rx="${n(r * 0.7)}" ry="${n(r * 0.28)}" fill="${leaf}" transform="rotate(${n(turn + 30)} ${n(x)} ${n(y)})"/>`;
    for (let i = 0; i < petals; i++) {
      const a = turn + (360 / petals) * i;
      out += `<ellipse cx="${n(x)}" cy="${n(y - r * 0.55)}" rx="${n(r * 0.32)}" ry="${n(r * 0.55)}" fill="${css(s)}" transform="rotate(${n(a)} ${n(x)} ${n(y)})"/>`;
    }
    return `${out}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.24)}" fill="${heart}"/>`;
  };
  const count = 2 + Math.floor(random() * 3);
  let body = `<rect width="${n(size)}" height="${n(size)}" fill="${css(p)}"/>`;
  for (let i = 0; i < count; i++) body += flower(between(random, 0.2, 0.8) * size, between(random, 0.2, 0.8) * size, size * between(random, 0.13, 0.22), random() * 72);
  return tile(size, size, body);
};

/** Two or three large blocks over the whole garment rather than a repeat. */
const colorblock: Draw = (p, s, random) => {
  const third = mix(p, s, 0.5);
  const split = between(random, 260, 460);
  const layout = pick(random, ['across', 'across', 'down', 'diagonal', 'bands'] as const);
  const shapes = {
    across: `<rect y="${n(split)}" width="600" height="${n(720 - split)}" fill="${css(s)}"/>`,
    down: `<rect x="${n(split - 80)}" width="${n(680 - split)}" height="720" fill="${css(s)}"/>`,
    diagonal: `<path d="M0,${n(split + 160)} L600,${n(split - 160)} L600,720 L0,720 Z" fill="${css(s)}"/>`,
    bands: `<rect y="${n(split - 90)}" width="600" height="90" fill="${css(s)}"/><rect y="${n(split)}" width="600" height="${n(720 - split)}" fill="${third}"/>`,
  };
  return tile(600, 720, `<rect width="600" height="720" fill="${css(p)}"/>${shapes[layout]}`);
};

const chevron: Draw = (p, s, random) => {
  const period = between(random, 36, 96);
  const amplitude = period * between(random, 0.3, 0.6);
  const height = amplitude + between(random, 14, 40);
  const stroke = between(random, 6, Math.min(20, height / 2));
  const zig = (y: number) => `<path d="M${n(-period / 2)},${n(y + amplitude)} L0,${n(y)} L${n(period / 2)},${n(y + amplitude)} L${n(period)},${n(y)} L${n(period * 1.5)},${n(y + amplitude)}" fill="none" stroke="${css(s)}" stroke-width="${n(stroke)}"/>`;
  return tile(period, height, `<rect width="${n(period)}" height="${n(height)}" fill="${css(p)}"/>${zig(stroke / 2)}${zig(stroke / 2 + height)}${zig(stroke / 2 - height)}`, pick(random, [0, 0, 90]));
};

const camo: Draw = (p, s, random) => {
  const size = between(random, 160, 260);
  const tones = [css(s), darken(p, 0.35), mix(p, s, 0.5)];
  let body = `<rect width="${n(size)}" height="${n(size)}" fill="${css(p)}"/>`;
  const blobs = 9 + Math.floor(random() * 6);
  for (let i = 0; i < blobs; i++) {
    const [cx, cy, r] = [random() * size, random() * size, size * between(random, 0.08, 0.18)];
    const points = Array.from({ length: 7 }, (_, k) => {
      const a = (Math.PI * 2 * k) / 7;
      const radius = r * between(random, 0.6, 1.4);
      return [cx + Math.cos(a) * radius * 1.4, cy + Math.sin(a) * radius] as const;
    });
    body += `<path d="${smoothClosed(points)}" fill="${tones[i % 3]}"/>`;
  }
  return tile(size, size, body);
};

/** A closed curve through the midpoints of a polygon's sides, with its corners as control points. */
function smoothClosed(points: readonly (readonly [number, number])[]): string {
  const mid = (a: readonly [number, number], b: readonly [number, number]) => `${n((a[0] + b[0]) / 2)},${n((a[1] + b[1]) / 2)}`;
  let d = `M${mid(points[points.length - 1]!, points[0]!)}`;
  points.forEach((point, i) => {
    d += ` Q${n(point[0])},${n(point[1])} ${mid(point, points[(i + 1) % points.length]!)}`;
  });
  return `${d} Z`;
}

const DRAW: Record<Exclude<Pattern, 'solid'>, Draw> = { stripes, dots, checks, floral, colorblock, chevron, camo };

export function clothOf(pattern: Pattern, primary: string, secondary: string, variant: number, id = ''): Cloth {
  if (pattern === 'solid') return { defs: '', fill: css(primary) };
  const { width, height, body, angle } = DRAW[pattern](primary, secondary, seededRandom(seedOf(pattern, variant)));
  const turn = angle ? ` patternTransform="rotate(${angle})"` : '';
  return { defs: `<pattern id="cloth${id}" patternUnits="userSpaceOnUse" width="${n(width)}" height="${n(height)}"${turn}>${body}</pattern>`, fill: `url(#cloth${id})` };
}
