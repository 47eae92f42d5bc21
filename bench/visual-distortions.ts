import sharp from 'sharp';

/**
 * What happens to a garment between the catalogue and a shopper's phone, for the harder queries
 * of `npm run bench visual`: each takes a picture (any format sharp reads) and a seeded random
 * source, and returns the picture changed (PNG, so nothing else is lost before the upload's own
 * JPEG). The amounts are drawn from the ranges the issue names.
 */
export type Random = () => number;
export type Distortion = (picture: Buffer, random: Random) => Promise<Buffer>;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const sign = (random: Random) => (random() < 0.5 ? -1 : 1);

/** The colour of the top-left pixel: what a photo would show around a turned garment (its backdrop). */
async function cornerColour(picture: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { data } = await sharp(picture).removeAlpha().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return { r: data[0]!, g: data[1]!, b: data[2]! };
}

/** Turned by 10-20 degrees either way, keeping the frame (the corners show more backdrop). */
export const rotated: Distortion = async (picture, random) => {
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  const turned = await sharp(picture)
    .rotate(sign(random) * between(random, 10, 20), { background: await cornerColour(picture) })
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor((turned.info.width - width) / 2);
  const top = Math.floor((turned.info.height - height) / 2);
  return sharp(turned.data).extract({ left, top, width, height }).png().toBuffer();
};

/** Colours of what covers part of a garment in a photo: a hand, a sleeve, a phone, a bag. */
const COVERS = ['#e0ac8c', '#8d5b3e', '#2b2b2b', '#6f7a86', '#c9c2b4'];

/** A rectangle over 20-30% of the picture, placed where the garment is (the middle 80%). */
export const covered: Distortion = async (picture, random) => {
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  const share = between(random, 0.2, 0.3);
  const aspect = between(random, 0.6, 1.6);
  const w = Math.min(width, Math.round(Math.sqrt(share * width * height * aspect)));
  const h = Math.min(height, Math.round((share * width * height) / w));
  const left = Math.round(width * 0.1 + random() * Math.max(0, width * 0.8 - w));
  const top = Math.round(height * 0.1 + random() * Math.max(0, height * 0.8 - h));
  const colour = COVERS[Math.floor(random() * COVERS.length)]!;
  const patch = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${colour}"/></svg>`);
  return sharp(picture).composite([{ input: patch, left: Math.min(left, width - w), top: Math.min(top, height - h) }]).png().toBuffer();
};

/** A phone camera's softness and sensor noise: Gaussian blur (sigma 1-2) and per-channel noise (sigma 8-14). */
export const noisy: Distortion = async (picture, random) => {
  const { data, info } = await sharp(picture).removeAlpha().blur(between(random, 1, 2)).raw().toBuffer({ resolveWithObject: true });
  const sigma = between(random, 8, 14);
  // Sum of three uniforms: close enough to a Gaussian for noise, and cheap.
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + (random() + random() + random() - 1.5) * 2 * sigma));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).png().toBuffer();
};

/** Another light: brightness 80-120% and a white balance off by up to 12% in red and blue. */
export const relit: Distortion = async (picture, random) => {
  const brightness = between(random, 0.8, 1.2);
  const warm = sign(random) * between(random, 0.04, 0.12);
  return sharp(picture)
    .removeAlpha()
    .linear([brightness * (1 + warm), brightness, brightness * (1 - warm)], [0, 0, 0])
    .png()
    .toBuffer();
};

/** Everything above on one picture, in the order a photo meets them. */
export const photographed: Distortion = async (picture, random) => {
  let out = picture;
  for (const step of [rotated, covered, relit, noisy]) out = await step(out, random);
  return out;
};

/**
 * What the web app uploads: a crop of `minCrop`-95% of each side at a random offset, resized to
 * 280x330 and saved as JPEG at quality 80 (`brightness` 1 leaves the light alone).
 */
export async function browserUpload(picture: Buffer, random: Random, { minCrop = 0.75, brightness = 1 } = {}): Promise<Buffer> {
  const { width = 600, height = 720 } = await sharp(picture).metadata();
  const cropWidth = Math.round(width * (minCrop + random() * (0.95 - minCrop)));
  const cropHeight = Math.round(height * (minCrop + random() * (0.95 - minCrop)));
  const left = Math.floor(random() * (width - cropWidth + 1));
  const top = Math.floor(random() * (height - cropHeight + 1));
  const image = sharp(picture).extract({ left, top, width: cropWidth, height: cropHeight }).resize(280, 330, { fit: 'fill' });
  return (brightness === 1 ? image : image.modulate({ brightness })).jpeg({ quality: 80 }).toBuffer();
}
