/**
 * Small helpers shared by the SVG drawings: colour arithmetic and a seeded random generator, so
 * a picture is a pure function of its name. Colours go in as 'rrggbb' (how names carry them)
 * or '#rrggbb', and come out as '#rrggbb'.
 */

const bare = (hex: string) => (hex.startsWith('#') ? hex.slice(1) : hex);
const channels = (hex: string): [number, number, number] => {
  const h = bare(hex);
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
};
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

export const css = (hex: string) => `#${bare(hex)}`;

/** `a` moved towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  return toHex(x.map((c, i) => c + (y[i]! - c) * t));
}

export const darken = (hex: string, t: number) => mix(hex, '000000', t);
export const lighten = (hex: string, t: number) => mix(hex, 'ffffff', t);

/** Relative luminance 0..1, to pick text and outline colours that stay visible. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Deterministic 0..1 numbers from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable seed from several parts of a name. */
export function seedOf(...parts: (string | number)[]): number {
  let hash = 2166136261;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** Rounds coordinates so the markup stays short. */
export const n = (value: number) => Math.round(value * 10) / 10;
