import { keepLargestObjects, rejectCovers, tilt } from './garment-mask.ts';

/**
 * A picture read for the descriptor (features.ts): its pixels with the exposure corrected, how much
 * each pixel is garment, what a cover hides, and the same planes turned upright or at half size.
 */
export interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA; alpha is ignored: our pictures are opaque). */
  channels: number;
}

/**
 * A picture as the descriptor reads it: RGB, one grey plane, the garment weight of each pixel,
 * and how much of each pixel a cover hides (null when nothing does).
 */
export interface Planes {
  rgb: Uint8Array;
  grey: Uint8Array;
  weights: Float32Array;
  hidden: Float32Array | null;
  width: number;
  height: number;
}

/** Luma of the pale studio backdrop of product pictures (see exposure below). */
const BACKDROP_LUMA = 236;

/** Median of one channel over the outer ring of pixels (a counting median: no sort). */
function borderMedian({ data, width, height, channels }: Raster, channel: number): number {
  const counts = new Uint32Array(256);
  for (let x = 0; x < width; x++) {
    counts[data[x * channels + channel]!]!++;
    counts[data[((height - 1) * width + x) * channels + channel]!]!++;
  }
  for (let y = 1; y < height - 1; y++) {
    counts[data[y * width * channels + channel]!]!++;
    counts[data[(y * width + width - 1) * channels + channel]!]!++;
  }
  const half = (2 * width + 2 * (height - 2)) / 2;
  let seen = 0;
  for (let value = 0; value < 256; value++) if ((seen += counts[value]!) >= half) return value;
  return 255;
}

/**
 * RGB and grey planes with the exposure corrected, and how much each pixel is garment (0..1 by
 * its colour distance from the backdrop). Product pictures are shot on a pale backdrop: a photo
 * of one that came out darker or brighter is brought back by the backdrop's brightness. The
 * gain is bounded, so a picture on another backdrop is only nudged.
 */
export function readPlanes(raster: Raster, neutral: boolean): Planes {
  const { data, width, height, channels } = raster;
  const backdrop = [borderMedian(raster, 0), borderMedian(raster, 1), borderMedian(raster, 2)] as const;
  const luma = 0.299 * backdrop[0] + 0.587 * backdrop[1] + 0.114 * backdrop[2];
  const gain = Math.min(1.2, Math.max(0.85, BACKDROP_LUMA / Math.max(1, luma)));
  const gains: [number, number, number] = [gain, gain, gain];
  if (neutral) {
    // A camera's white balance errs along the warm-cool axis: red against blue. The backdrop is
    // taken as grey on that axis only (a green or magenta tint is left alone).
    const rb = Math.sqrt(backdrop[2] / Math.max(1, backdrop[0]));
    gains[0] = gain * rb;
    gains[2] = gain / rb;
  }
  const [br, bg, bb] = backdrop.map((c, k) => Math.min(255, c * gains[k]!)) as [number, number, number];
  const pixels = width * height;
  const rgb = new Uint8Array(pixels * 3);
  const grey = new Uint8Array(pixels);
  const weights = new Float32Array(pixels);
  // Weight ramps from 0 at a colour distance of 16 to 1 at 40 (compared squared: no root).
  const near = 16 * 16;
  const span = 40 * 40 - near;
  for (let p = 0, i = 0, o = 0; p < pixels; p++, i += channels, o += 3) {
    const r = Math.min(255, data[i]! * gains[0]);
    const g = Math.min(255, data[i + 1]! * gains[1]);
    const b = Math.min(255, data[i + 2]! * gains[2]);
    rgb[o] = r;
    rgb[o + 1] = g;
    rgb[o + 2] = b;
    grey[p] = 0.299 * r + 0.587 * g + 0.114 * b;
    const distance = (r - br) * (r - br) + (g - bg) * (g - bg) + (b - bb) * (b - bb);
    weights[p] = distance <= near ? 0 : Math.min(1, (distance - near) / span);
  }
  keepLargestObjects(weights, width, height);
  const covered = rejectCovers(rgb, weights, width, height);
  return { rgb, grey, weights, hidden: covered && Float32Array.from(covered), width, height };
}

/** The planes turned back by the garment's tilt about its centre of mass (bilinear; edges clamp). */
export function upright(planes: Planes): Planes {
  const { rgb, grey, weights, hidden, width, height } = planes;
  // A cover hides garment: the garment's outline is best guessed with the hidden part filled in.
  const angle = tilt(hidden ? weights.map((w, p) => Math.max(w, hidden[p]!)) : weights, width, height);
  if (angle === null || Math.abs(angle) < 0.02) return planes;
  let m = 0, sx = 0, sy = 0;
  for (let y = 0, p = 0; y < height; y++)
    for (let x = 0; x < width; x++, p++) {
      const w = weights[p]!;
      m += w; sx += w * x; sy += w * y;
    }
  const cx = sx / m, cy = sy / m;
  const cos = Math.cos(angle), sin = Math.sin(angle);
  const out: Planes = { rgb: new Uint8Array(rgb.length), grey: new Uint8Array(grey.length), weights: new Float32Array(weights.length), hidden: hidden && new Float32Array(hidden.length), width, height };
  for (let y = 0, p = 0; y < height; y++)
    for (let x = 0; x < width; x++, p++) {
      // Output pixel (x, y) shows the source at the same offset turned by +angle.
      const dx = x - cx, dy = y - cy;
      const u = Math.min(width - 1.001, Math.max(0, cx + cos * dx - sin * dy));
      const v = Math.min(height - 1.001, Math.max(0, cy + sin * dx + cos * dy));
      const u0 = Math.floor(u), v0 = Math.floor(v);
      const fu = u - u0, fv = v - v0;
      const a = v0 * width + u0;
      const k00 = (1 - fu) * (1 - fv), k10 = fu * (1 - fv), k01 = (1 - fu) * fv, k11 = fu * fv;
      out.weights[p] = k00 * weights[a]! + k10 * weights[a + 1]! + k01 * weights[a + width]! + k11 * weights[a + width + 1]!;
      if (hidden) out.hidden![p] = k00 * hidden[a]! + k10 * hidden[a + 1]! + k01 * hidden[a + width]! + k11 * hidden[a + width + 1]!;
      out.grey[p] = k00 * grey[a]! + k10 * grey[a + 1]! + k01 * grey[a + width]! + k11 * grey[a + width + 1]!;
      for (let c = 0; c < 3; c++) out.rgb[p * 3 + c] = k00 * rgb[a * 3 + c]! + k10 * rgb[(a + 1) * 3 + c]! + k01 * rgb[(a + width) * 3 + c]! + k11 * rgb[(a + width + 1) * 3 + c]!;
    }
  return out;
}

export function halved(planes: Planes): Pick<Planes, 'grey' | 'weights' | 'width' | 'height'> {
  const { grey, weights, width } = planes;
  const halfW = width >> 1;
  const halfH = planes.height >> 1;
  const halfGrey = new Uint8Array(halfW * halfH);
  const halfWeights = new Float32Array(halfW * halfH);
  for (let y = 0; y < halfH; y++) {
    for (let x = 0; x < halfW; x++) {
      const a = 2 * y * width + 2 * x;
      halfGrey[y * halfW + x] = (grey[a]! + grey[a + 1]! + grey[a + width]! + grey[a + width + 1]! + 2) >> 2;
      halfWeights[y * halfW + x] = (weights[a]! + weights[a + 1]! + weights[a + width]! + weights[a + width + 1]!) / 4;
    }
  }
  return { grey: halfGrey, weights: halfWeights, width: halfW, height: halfH };
}
