/**
 * Which pixels of a picture are the garment (picture-planes.ts reads the picture with it, features.ts
 * describes it): the foreground split into connected objects, the largest kept (a look's accessories
 * out), flat rectangles held over it removed (a shopper's hand or card), and the garment's tilt from
 * the mask's second moments.
 */
/**
 * Connected components of the pixels `inside` marks, 4-connected, joined only where
 * `joins(p, q)` allows (q is the pixel left of or above p). Labels are 0 outside, else 1..count.
 */
export function components(inside: Uint8Array, width: number, height: number, joins: (p: number, q: number) => boolean = () => true): { labels: Int32Array; count: number } {
  const parent = new Int32Array(width * height).fill(-1);
  const find = (p: number): number => {
    let root = p;
    while (parent[root]! !== root) root = parent[root]!;
    while (parent[p]! !== root) {
      const next = parent[p]!;
      parent[p] = root;
      p = next;
    }
    return root;
  };
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      if (!inside[p]) continue;
      parent[p] = p;
      if (x > 0 && inside[p - 1] && joins(p, p - 1)) parent[find(p - 1)] = p;
      if (y > 0 && inside[p - width] && joins(p, p - width)) {
        const a = find(p - width);
        const b = find(p);
        if (a !== b) parent[a] = b;
      }
    }
  }
  const labels = new Int32Array(width * height);
  const ids = new Map<number, number>();
  for (let p = 0; p < labels.length; p++) {
    if (!inside[p]) continue;
    const root = find(p);
    let id = ids.get(root);
    if (id === undefined) ids.set(root, (id = ids.size + 1));
    labels[p] = id;
  }
  return { labels, count: ids.size };
}

/**
 * Something held over the garment (a hand, a phone, a bag, a sticker) shows as a large region
 * of one flat colour with straight sides, unlike cloth, which is shaded, seamed and shaped by
 * the garment's outline and shaded by light and folds. Such regions (flat: neighbours within
 * FLAT; at least MIN_COVER of the picture; filling at least COVER_FILL of their bounding box;
 * a colour spread of at most COVER_SPREAD, where a colour block of a drawn or photographed
 * garment varies by 1.6 or more) are not garment: their weight becomes 0, so they enter neither
 * the colours, nor the bounding box the layout and edges are measured on, nor the edges.
 * Returns the pixels so hidden (1), for the descriptor to tell a hidden cell from an empty one;
 * null when there is no cover.
 */
const MIN_COVER = 0.06;
const COVER_FILL = 0.9;
/** Neighbouring smoothed colours this close (per channel) are one flat region. */
const FLAT = 8;
/** Largest spread (standard deviation of the smoothed colour) of a flat-painted region. */
const COVER_SPREAD = 1.2;
/** A cover hides part of the subject: at most this share of all the non-backdrop weight. */
const COVER_MAX_SHARE = 0.9;
export function rejectCovers(rgb: Uint8Array, weights: Float32Array, width: number, height: number): Uint8Array | null {
  const pixels = width * height;
  let hiddenMask: Uint8Array | null = null;
  // 3x3 box-smoothed colour: sensor noise and JPEG blocks must not break a flat region.
  const smooth = new Float32Array(pixels * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0, g = 0, b = 0, n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = (yy * width + xx) * 3;
          r += rgb[q]!; g += rgb[q + 1]!; b += rgb[q + 2]!; n++;
        }
      }
      const o = (y * width + x) * 3;
      smooth[o] = r / n; smooth[o + 1] = g / n; smooth[o + 2] = b / n;
    }
  }
  const near = (p: number, q: number) =>
    Math.abs(smooth[p * 3]! - smooth[q * 3]!) <= FLAT && Math.abs(smooth[p * 3 + 1]! - smooth[q * 3 + 1]!) <= FLAT && Math.abs(smooth[p * 3 + 2]! - smooth[q * 3 + 2]!) <= FLAT;
  const flat = new Uint8Array(pixels);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      flat[p] = near(p, p - 1) && near(p, p + 1) && near(p, p - width) && near(p, p + width) ? 1 : 0;
    }
  }
  const { labels, count } = components(flat, width, height, near);
  const area = new Int32Array(count + 1);
  const mass = new Float32Array(count + 1);
  const x0 = new Int32Array(count + 1).fill(width);
  const y0 = new Int32Array(count + 1).fill(height);
  const x1 = new Int32Array(count + 1).fill(-1);
  const y1 = new Int32Array(count + 1).fill(-1);
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const l = labels[p]!;
      if (!l) continue;
      area[l]!++;
      mass[l]! += weights[p]!;
      if (x < x0[l]!) x0[l] = x;
      if (x > x1[l]!) x1[l] = x;
      if (y < y0[l]!) y0[l] = y;
      if (y > y1[l]!) y1[l] = y;
    }
  }
  let total = 0;
  for (let p = 0; p < pixels; p++) total += weights[p]!;
  for (let l = 1; l <= count; l++) {
    if (area[l]! < MIN_COVER * pixels || mass[l]! < 0.5 * area[l]!) continue;
    const box = (x1[l]! - x0[l]! + 1) * (y1[l]! - y0[l]! + 1);
    if (area[l]! < COVER_FILL * box) continue;
    // Spread of its colour: cloth is shaded by light and folds, a held object here is flat.
    let sum = 0, sq = 0;
    for (let y = y0[l]!; y <= y1[l]!; y++)
      for (let x = x0[l]!; x <= x1[l]!; x++) {
        const p = y * width + x;
        if (labels[p] !== l) continue;
        const v = smooth[p * 3]! + smooth[p * 3 + 1]! + smooth[p * 3 + 2]!;
        sum += v; sq += v * v;
      }
    const spread = Math.sqrt(Math.max(0, sq / area[l]! - (sum / area[l]!) ** 2)) / 3;
    if (spread > COVER_SPREAD) continue;
    // The smoothing left a rim of two pixels around the flat inside: it goes too.
    const left = Math.max(0, x0[l]! - 2);
    const right = Math.min(width - 1, x1[l]! + 2);
    const top = Math.max(0, y0[l]! - 2);
    const bottom = Math.min(height - 1, y1[l]! + 2);
    let hidden = 0;
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) hidden += weights[y * width + x]!;
    // Something covers part of the subject: a flat rectangle that is nearly all there is to see
    // is the subject itself (a plain card, a swatch).
    if (hidden > COVER_MAX_SHARE * total) continue;
    hiddenMask ??= new Uint8Array(pixels);
    for (let y = top; y <= bottom; y++)
      for (let x = left; x <= right; x++) {
        weights[y * width + x] = 0;
        hiddenMask[y * width + x] = 1;
      }
  }
  return hiddenMask;
}

/**
 * The garment is the largest object in the picture; separate things (accessories laid around it,
 * a corner of something else) are not it. Objects are 4-connected pixels that are not backdrop
 * (any weight: the outline and faint pale parts keep a garment in one piece, so a garment with
 * backdrop-pale stripes is not cut into bands); those with less than KEEP_SHARE of the largest
 * one's weight go.
 */
export function keepLargestObjects(weights: Float32Array, width: number, height: number): void {
  const inside = new Uint8Array(weights.length);
  for (let p = 0; p < weights.length; p++) inside[p] = weights[p]! > 0 ? 1 : 0;
  const { labels, count } = components(inside, width, height);
  if (count < 2) return;
  const mass = new Float32Array(count + 1);
  for (let p = 0; p < weights.length; p++) mass[labels[p]!]! += weights[p]!;
  let largest = 0;
  for (let l = 1; l <= count; l++) largest = Math.max(largest, mass[l]!);
  for (let p = 0; p < weights.length; p++) if (labels[p] && mass[labels[p]!]! < KEEP_SHARE * largest) weights[p] = 0;
}
const KEEP_SHARE = 0.5;

/**
 * The angle (radians, within ±45°) by which the garment's mask is turned from upright, from its
 * second moments: garments are drawn and photographed symmetric about a vertical axis, so the
 * axes of the mask's inertia are upright and level, and a turned garment turns them by as much
 * (whichever is the long one: the angle is read modulo 90°). Null when the mask is nearly
 * isotropic (the axes are then undefined) or too small.
 */
export function tilt(weights: Float32Array, width: number, height: number): number | null {
  let m = 0, sx = 0, sy = 0;
  for (let y = 0, p = 0; y < height; y++)
    for (let x = 0; x < width; x++, p++) {
      const w = weights[p]!;
      m += w; sx += w * x; sy += w * y;
    }
  if (m < width * height * 0.02) return null;
  const cx = sx / m, cy = sy / m;
  let xx = 0, yy = 0, xy = 0;
  for (let y = 0, p = 0; y < height; y++)
    for (let x = 0; x < width; x++, p++) {
      const w = weights[p]!;
      if (w === 0) continue;
      const dx = x - cx, dy = y - cy;
      xx += w * dx * dx; yy += w * dy * dy; xy += w * dx * dy;
    }
  const spread = Math.hypot(xx - yy, 2 * xy) / (xx + yy);
  if (spread < 0.05) return null;
  // Angle of the major axis; folded into (-45°, 45°].
  let angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  while (angle > Math.PI / 4) angle -= Math.PI / 2;
  while (angle <= -Math.PI / 4) angle += Math.PI / 2;
  return angle;
}
