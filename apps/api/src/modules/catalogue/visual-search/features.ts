import sharp from 'sharp';
import { halved, readPlanes, upright, type Planes, type Raster } from './picture-planes.ts';

/**
 * An image descriptor for search by picture, computed from pixels only. The picture is read at
 * a small working size (picture-planes.ts): the backdrop is the colour of the border; every pixel
 * counts as garment in proportion to how far its colour is from it. The descriptor joins, each block
 * L2-normalised and weighted:
 *  - colour: a soft HSV histogram of the garment (hue x saturation x value, plus greys);
 *  - layout: a coarse grid over the garment's bounding box with its mean colour and coverage;
 *  - edges: gradient-orientation histograms (whole garment and 2x2 cells) at two scales, which
 *    see the silhouette and the direction and fineness of the pattern.
 * Vectors are L2-normalised, so similarity is a dot product. Thousands of pictures are described
 * at seed time, so the loops below avoid allocations and transcendental functions per pixel.
 */
export const FEATURE_WORK_SIZE = { width: 96, height: 115 } as const;

const HUE_BINS = 12;
const SAT_BINS = 3;
const VAL_BINS = 4;
const GREY_BINS = 6;
const COLOUR_LENGTH = HUE_BINS * SAT_BINS * VAL_BINS + GREY_BINS;
const GRID = 4;
const LAYOUT_LENGTH = GRID * GRID * 4;
const ORIENTATIONS = 8;
const EDGE_LENGTH = 2 * ORIENTATIONS * 5;
export const FEATURE_LENGTH = COLOUR_LENGTH + LAYOUT_LENGTH + EDGE_LENGTH;
/** Where the layout block starts: cell c of the grid is the 4 numbers (r, g, b, coverage) from LAYOUT_START + 4c. */
export const LAYOUT_START = COLOUR_LENGTH;
/** Where the edge block starts (it runs to the end). */
export const EDGES_START = COLOUR_LENGTH + LAYOUT_LENGTH;
/**
 * Version of what the numbers mean: stored descriptors of another version are computed again
 * (product_images.features_version). 2: largest object only, flat rectangles rejected.
 * 3: layout coverage measured over the part of a cell no cover hides (cells mostly hidden left 0).
 */
export const FEATURE_VERSION = 3;

/**
 * How a picture is read. Catalogue pictures are read as they are; a shopper's photo is read in
 * every combination (QUERY_READINGS) because whether it is turned or its light is off cannot be
 * told for sure from the picture alone, and each catalogue picture scores by the reading it
 * matches best:
 *  - turnUpright: turned back by the garment's tilt (see `tilt`);
 *  - neutral: white balance corrected along the warm-cool axis against the backdrop.
 */
export interface Reading {
  turnUpright?: boolean;
  neutral?: boolean;
}
export const QUERY_READINGS: readonly Reading[] = [{}, { neutral: true }, { turnUpright: true }, { turnUpright: true, neutral: true }];

/** How much each block counts in a stored descriptor (each block is L2-normalised, then weighted). */
type BlockWeights = { colour: number; layout: number; edges: number };
export const WEIGHTS: BlockWeights = { colour: 1, layout: 0.8, edges: 0.5 };
/**
 * The block weightings a search compares with; each catalogue picture scores by the one it
 * matches best (as with the readings). The first is the stored one: a near duplicate's edges
 * agree, and it keeps that score. The second counts the pattern's edges less and the layout
 * more: another drawing of the same garment redraws its pattern's geometry (stripe width and
 * angle, dot and check size), so its edges agree less, while where its colours sit does not move.
 */
const WEIGHTINGS: readonly BlockWeights[] = [WEIGHTS, { colour: 1, layout: 1, edges: 0.4 }];
/**
 * Per weighting, the factor on each block's part of a dot product of two stored descriptors that
 * turns it into that block's part of the cosine under the weighting: (w / w0)^2 x S0 / S, where
 * S is the weighting's sum of squared weights (both descriptors have every block; a garment
 * always has colours, a layout and edges).
 */
export const WEIGHTING_SCALES: readonly { colour: number; layout: number; edges: number }[] = WEIGHTINGS.map((weighting) => {
  const squares = (w: BlockWeights) => w.colour ** 2 + w.layout ** 2 + w.edges ** 2;
  const scale = (block: keyof BlockWeights) => (weighting[block] / WEIGHTS[block]) ** 2 * (squares(WEIGHTS) / squares(weighting));
  return { colour: scale('colour'), layout: scale('layout'), edges: scale('edges') };
});

/** Features of a picture file (uploads, rendered WebP): any size, any of sharp's formats. */
export async function featuresOfImage(input: Buffer): Promise<Float32Array> {
  return describe(await rasterOf(input));
}

/**
 * A reading of a query picture: its descriptor, and the positions of the descriptor it could
 * not see (layout cells mostly under a cover held over the garment).
 * Those positions are 0 in `features`; a search compares the rest only (see rankProducts).
 */
export interface QueryReading {
  features: Float32Array;
  unseen: Uint16Array;
}
const ALL_SEEN = new Uint16Array(0);
/** A picture of ours given as a query: nothing is hidden. */
export const fullySeen = (features: Float32Array): QueryReading => ({ features, unseen: ALL_SEEN });

/** The readings of a query picture, one per reading in QUERY_READINGS. */
export async function queryFeaturesOfImage(input: Buffer): Promise<QueryReading[]> {
  const raster = await rasterOf(input);
  return QUERY_READINGS.map((reading) => describeQuery(raster, reading));
}

async function rasterOf(input: Buffer): Promise<Raster> {
  const { data, info } = await sharp(input)
    .flatten({ background: '#ffffff' })
    .resize({ width: FEATURE_WORK_SIZE.width, height: FEATURE_WORK_SIZE.height, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * Features of the cells of an SVG sheet (pictures drawn side by side at the working size,
 * `columns` to a row): one render for many pictures.
 */
export async function featuresOfSheet(svg: string, count: number, columns: number): Promise<Float32Array[]> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = FEATURE_WORK_SIZE;
  const rowBytes = width * info.channels;
  return Array.from({ length: count }, (_, k) => {
    const cell = new Uint8Array(rowBytes * height);
    const left = (k % columns) * rowBytes;
    const top = Math.floor(k / columns) * height;
    for (let y = 0; y < height; y++) {
      const start = (top + y) * info.width * info.channels + left;
      cell.set(data.subarray(start, start + rowBytes), y * rowBytes);
    }
    return describe({ data: cell, width, height, channels: info.channels });
  });
}

export function similarity(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}


interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The descriptor of a picture (catalogue pictures: nothing is held over them). */
export function describe(raster: Raster, reading: Reading = {}): Float32Array {
  return describeQuery(raster, reading).features;
}

export function describeQuery(raster: Raster, { turnUpright = false, neutral = false }: Reading = {}): QueryReading {
  let planes = readPlanes(raster, neutral);
  if (turnUpright) planes = upright(planes);
  const box = boundingBox(planes);
  const out = new Float32Array(FEATURE_LENGTH);
  const colour = out.subarray(0, COLOUR_LENGTH);
  const grid = out.subarray(LAYOUT_START, LAYOUT_START + LAYOUT_LENGTH);
  const edges = out.subarray(COLOUR_LENGTH + LAYOUT_LENGTH);
  const unseen: number[] = [];
  colourHistogram(planes, colour);
  for (const cell of layout(planes, box, grid)) for (let k = 0; k < 4; k++) unseen.push(LAYOUT_START + cell * 4 + k);
  orientationHistogram(planes.grey, planes.width, planes.height, planes.weights, box, edges.subarray(0, ORIENTATIONS * 5));
  // The same at half size: fine patterns fade there, coarse ones and the outline stay.
  const half = halved(planes);
  const halfBox = { x0: box.x0 >> 1, y0: box.y0 >> 1, x1: Math.max((box.x0 >> 1) + 1, box.x1 >> 1), y1: Math.max((box.y0 >> 1) + 1, box.y1 >> 1) };
  orientationHistogram(half.grey, half.width, half.height, half.weights, halfBox, edges.subarray(ORIENTATIONS * 5));
  normalise(colour, WEIGHTS.colour);
  normalise(grid, WEIGHTS.layout);
  normalise(edges, WEIGHTS.edges);
  normalise(out, 1);
  return { features: out, unseen: unseen.length ? Uint16Array.from(unseen) : ALL_SEEN };
}
/** A layout cell more than half hidden by a cover is unseen: its colour and coverage are unknown. */
const UNSEEN_SHARE = 0.5;

function normalise(block: Float32Array, weight: number): void {
  let sum = 0;
  for (let i = 0; i < block.length; i++) sum += block[i]! * block[i]!;
  const scale = sum > 0 ? weight / Math.sqrt(sum) : 0;
  for (let i = 0; i < block.length; i++) block[i]! *= scale;
}

/** The smallest box holding nearly all the garment weight (1% trimmed from each side). */
function boundingBox({ weights, width, height }: Planes): Box {
  const columns = new Float32Array(width);
  const rows = new Float32Array(height);
  let total = 0;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const w = weights[p]!;
      columns[x]! += w;
      rows[y]! += w;
      total += w;
    }
  }
  if (total < width * height * 0.01) return { x0: 0, y0: 0, x1: width, y1: height };
  const span = (profile: Float32Array): [number, number] => {
    let start = 0;
    let end = profile.length;
    let acc = 0;
    while (start < profile.length && (acc += profile[start]!) < total * 0.01) start++;
    acc = 0;
    while (end > start + 1 && (acc += profile[end - 1]!) < total * 0.01) end--;
    return [start, end];
  };
  const [x0, x1] = span(columns);
  const [y0, y1] = span(rows);
  return { x0, y0, x1, y1 };
}

/** Where `value` (0..1) falls on a soft axis of `bins` bins, as a lower bin plus the share of the next. */
const softBin = (value: number, bins: number) => Math.min(bins - 1, Math.max(0, value * bins - 0.5));

/**
 * Soft HSV histogram of every other pixel in each direction (plenty for proportions): each
 * pixel is shared between neighbouring bins on every axis, so a little change of light or
 * compression moves weight gradually instead of jumping to another bin.
 */
function colourHistogram({ rgb, weights, width, height }: Planes, out: Float32Array): void {
  const greys = HUE_BINS * SAT_BINS * VAL_BINS;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const p = y * width + x;
      const w = weights[p]!;
      if (w === 0) continue;
      const r = rgb[p * 3]!;
      const g = rgb[p * 3 + 1]!;
      const b = rgb[p * 3 + 2]!;
      const max = Math.max(r, g, b);
      const delta = max - Math.min(r, g, b);
      const v = max / 255;
      const s = max === 0 ? 0 : delta / max;
      // Saturation fades colour into grey over 0.1..0.25 instead of a hard cut.
      const colourShare = Math.min(1, Math.max(0, (s - 0.1) / 0.15)) * Math.min(1, Math.max(0, (v - 0.08) / 0.1));
      if (colourShare < 1) {
        const at = softBin(v, GREY_BINS);
        const low = Math.floor(at);
        const t = at - low;
        const gw = w * (1 - colourShare);
        out[greys + low]! += gw * (1 - t);
        if (t > 0) out[greys + low + 1]! += gw * t;
      }
      if (colourShare === 0) continue;
      let h: number;
      if (max === r) h = ((g - b) / delta + 6) % 6;
      else if (max === g) h = (b - r) / delta + 2;
      else h = (r - g) / delta + 4;
      const hAt = (h / 6) * HUE_BINS;
      const h0 = Math.floor(hAt) % HUE_BINS;
      const h1 = (h0 + 1) % HUE_BINS;
      const ht = hAt - Math.floor(hAt);
      const sAt = softBin(s, SAT_BINS);
      const s0 = Math.floor(sAt);
      const st = sAt - s0;
      const vAt = softBin(v, VAL_BINS);
      const v0 = Math.floor(vAt);
      const vt = vAt - v0;
      const cw = w * colourShare;
      for (let ds = 0; ds < 2; ds++) {
        const sw = ds === 0 ? 1 - st : st;
        if (sw === 0) continue;
        for (let dv = 0; dv < 2; dv++) {
          const vw = dv === 0 ? 1 - vt : vt;
          if (vw === 0) continue;
          const base = ((s0 + ds) * VAL_BINS + v0 + dv) * HUE_BINS;
          const weight = cw * sw * vw;
          out[base + h0]! += weight * (1 - ht);
          out[base + h1]! += weight * ht;
        }
      }
    }
  }
  // Square roots: a colour covering a little of the garment still counts (Hellinger kernel).
  for (let i = 0; i < out.length; i++) out[i] = Math.sqrt(out[i]!);
}

/**
 * Mean colour and coverage of each cell of a GRID x GRID split of the garment's box, coverage
 * over the part of the cell a cover does not hide. Returns the cells mostly hidden (left 0).
 */
function layout({ rgb, weights, hidden, width }: Planes, box: Box, out: Float32Array): number[] {
  const sums = new Float32Array(GRID * GRID * 4);
  const hiddenSums = new Float32Array(GRID * GRID);
  const cellW = (box.x1 - box.x0) / GRID;
  const cellH = (box.y1 - box.y0) / GRID;
  const columnCell = new Uint8Array(box.x1 - box.x0);
  for (let x = box.x0; x < box.x1; x++) columnCell[x - box.x0] = Math.min(GRID - 1, Math.floor((x - box.x0) / cellW));
  for (let y = box.y0; y < box.y1; y++) {
    const row = Math.min(GRID - 1, Math.floor((y - box.y0) / cellH)) * GRID;
    for (let x = box.x0; x < box.x1; x++) {
      const p = y * width + x;
      if (hidden) hiddenSums[row + columnCell[x - box.x0]!]! += hidden[p]!;
      const w = weights[p]!;
      if (w === 0) continue;
      const cell = (row + columnCell[x - box.x0]!) * 4;
      sums[cell]! += w * rgb[p * 3]!;
      sums[cell + 1]! += w * rgb[p * 3 + 1]!;
      sums[cell + 2]! += w * rgb[p * 3 + 2]!;
      sums[cell + 3]! += w;
    }
  }
  const area = Math.max(1, cellW * cellH);
  const unseen: number[] = [];
  for (let cell = 0; cell < GRID * GRID; cell++) {
    if (hiddenSums[cell]! > UNSEEN_SHARE * area) {
      unseen.push(cell);
      continue;
    }
    const w = sums[cell * 4 + 3]!;
    const coverage = Math.min(1, w / (area - hiddenSums[cell]!));
    for (let c = 0; c < 3; c++) out[cell * 4 + c] = w > 0 ? (sums[cell * 4 + c]! / w / 255) * coverage : 0;
    out[cell * 4 + 3] = coverage;
  }
  return unseen;
}

/**
 * Gradients of grey pictures are whole numbers in -255..255, so the orientation bin and the
 * weight (square root of the magnitude, ignoring the faintest) of every (dx, dy) pair are
 * computed once here.
 */
const GRADIENT_SPAN = 511;
const [ORIENTATION_OF, STRENGTH_OF] = (() => {
  const orientation = new Float32Array(GRADIENT_SPAN * GRADIENT_SPAN);
  const strength = new Float32Array(GRADIENT_SPAN * GRADIENT_SPAN);
  for (let dx = -255; dx <= 255; dx++) {
    for (let dy = -255; dy <= 255; dy++) {
      const k = (dx + 255) * GRADIENT_SPAN + dy + 255;
      const magnitude = Math.sqrt(dx * dx + dy * dy);
      strength[k] = magnitude < 4 ? 0 : Math.sqrt(magnitude);
      orientation[k] = (((Math.atan2(dy, dx) + Math.PI) % Math.PI) / Math.PI) * ORIENTATIONS;
    }
  }
  return [orientation, strength];
})();

/** Unsigned gradient orientation, magnitude-weighted: the whole box, then its four quarters. */
function orientationHistogram(grey: Uint8Array, width: number, height: number, weights: Float32Array, box: Box, out: Float32Array): void {
  const midX = (box.x0 + box.x1) / 2;
  const midY = (box.y0 + box.y1) / 2;
  for (let y = Math.max(1, box.y0); y < Math.min(height - 1, box.y1); y++) {
    const top = y < midY ? 1 : 3;
    for (let x = Math.max(1, box.x0); x < Math.min(width - 1, box.x1); x++) {
      const p = y * width + x;
      const k = (grey[p + 1]! - grey[p - 1]! + 255) * GRADIENT_SPAN + grey[p + width]! - grey[p - width]! + 255;
      const strength = STRENGTH_OF[k]!;
      if (strength === 0) continue;
      // Edges on the garment's outline count too: a pixel next to garment is in.
      const w = Math.max(weights[p]!, weights[p - 1]!, weights[p + 1]!, weights[p - width]!, weights[p + width]!);
      if (w === 0) continue;
      const at = ORIENTATION_OF[k]!;
      const low = Math.floor(at) % ORIENTATIONS;
      const high = (low + 1) % ORIENTATIONS;
      const t = at - Math.floor(at);
      const value = strength * w;
      const quarter = (top + (x < midX ? 0 : 1)) * ORIENTATIONS;
      out[low]! += value * (1 - t);
      out[high]! += value * t;
      out[quarter + low]! += value * (1 - t);
      out[quarter + high]! += value * t;
    }
  }
}
