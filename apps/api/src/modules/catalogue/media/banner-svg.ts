import type { BannerImage, BannerTheme } from '@threadway/contracts';
import { GARMENT_SHAPES } from './garment-shapes.ts';
import { between, css, darken, lighten, mix, n, pick, seededRandom, seedOf } from './svg-kit.ts';

/**
 * Promotional banner art without words: the web app lays the title over it in the reader's
 * language, so the start side (left) stays calm and the theme's art sits on the end side.
 * Wide banners are 1200x400, mobile ones 750x400.
 */
export const BANNER_SIZES = { wide: { width: 1200, height: 400 }, mobile: { width: 750, height: 400 } } as const;
export type BannerLayout = keyof typeof BANNER_SIZES;

interface Palette {
  primary: string;
  secondary: string;
  light: string;
  deep: string;
}

/** Art for a theme, drawn in a 400x400 box whose origin the caller places. */
type Art = (palette: Palette, random: () => number) => string;

const tag = (x: number, y: number, turn: number, fill: string, hole: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(turn)})"><path d="M-60,-38 L40,-38 L78,0 L40,38 L-60,38 Q-70,38 -70,28 L-70,-28 Q-70,-38 -60,-38 Z" fill="${fill}"/><circle cx="44" cy="0" r="9" fill="${hole}"/><path d="M-44,-12 L18,-12 M-44,10 L6,10" stroke="${hole}" stroke-width="8" stroke-linecap="round" opacity=".55"/></g>`;

const star = (x: number, y: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI * i) / 5 - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${n(x + Math.cos(a) * radius)},${n(y + Math.sin(a) * radius)}`;
  });
  return `<path d="M${points.join(' L')} Z" fill="${fill}"/>`;
};

const garment = (silhouette: keyof typeof GARMENT_SHAPES, x: number, y: number, scale: number, fill: string, edge: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${scale}) translate(-300 -380)"><path d="${GARMENT_SHAPES[silhouette].outline}" fill="${fill}" stroke="${edge}" stroke-width="${n(3 / scale)}"/></g>`;

const ART: Record<BannerTheme, Art> = {
  sale: (p, random) => {
    const burst = Array.from({ length: 24 }, (_, i) => {
      const a = (Math.PI * i) / 12;
      const r = i % 2 ? 118 : 150;
      return `${n(200 + Math.cos(a) * r)},${n(200 + Math.sin(a) * r)}`;
    });
    return (
      `<path d="M${burst.join(' L')} Z" fill="${p.light}" opacity=".9"/><circle cx="200" cy="200" r="92" fill="${p.secondary}"/>` +
      `<circle cx="200" cy="200" r="72" fill="none" stroke="${p.light}" stroke-width="6" stroke-dasharray="10 8"/>` +
      tag(70, 90, between(random, -30, -10), p.deep, p.light) +
      tag(330, 320, between(random, 10, 30), p.light, p.deep)
    );
  },
  newin: (p, random) => {
    const silhouettes = [pick(random, ['dress', 'blouse', 'tshirt'] as const), pick(random, ['jacket', 'hoodie', 'coat'] as const), pick(random, ['skirt', 'pants', 'shorts'] as const)];
    const rail = `<path d="M10,58 L390,58" stroke="${p.deep}" stroke-width="8" stroke-linecap="round"/>`;
    const hung = silhouettes
      .map((s, i) => {
        const x = 75 + i * 125;
        const fill = [p.light, p.secondary, mix(p.primary, 'ffffff', 0.35)][i]!;
        return `<path d="M${x},58 L${x},84" stroke="${p.deep}" stroke-width="4"/><path d="M${x - 34},98 L${x},80 L${x + 34},98" fill="none" stroke="${p.deep}" stroke-width="4"/>` + garment(s, x, 230, 0.42, fill, p.deep);
      })
      .join('');
    return rail + hung;
  },
  festival: (p, random) => {
    let art = '';
    for (let i = 0; i < 3; i++) {
      const x = 70 + i * 130;
      const drop = 90 + between(random, 0, 110);
      const fill = [p.secondary, p.light, mix(p.secondary, p.light, 0.5)][i]!;
      art += `<path d="M${x},0 L${x},${n(drop)}" stroke="${p.light}" stroke-width="3"/><rect x="${x - 14}" y="${n(drop - 4)}" width="28" height="14" rx="3" fill="${p.deep}"/><circle cx="${x}" cy="${n(drop + 48)}" r="44" fill="${fill}"/><path d="M${x - 44},${n(drop + 48)} Q${x},${n(drop + 70)} ${x + 44},${n(drop + 48)}" stroke="${p.deep}" stroke-width="4" fill="none" opacity=".5"/>`;
    }
    for (let i = 0; i < 26; i++) {
      const colour = pick(random, [p.light, p.secondary, lighten(p.secondary, 0.4)]);
      art += `<rect x="${n(random() * 400)}" y="${n(random() * 400)}" width="12" height="6" fill="${colour}" transform="rotate(${n(random() * 180)} ${n(random() * 400)} ${n(random() * 400)})"/>`;
    }
    return art + star(330, 330, 34, p.light) + star(40, 330, 22, p.secondary);
  },
  custom: (p, random) => {
    const swatches = Array.from({ length: 5 }, (_, i) => {
      const fill = mix(p.secondary, i % 2 ? p.light : p.deep, i / 6);
      return `<rect x="230" y="150" width="60" height="190" rx="14" fill="${fill}" stroke="${p.deep}" stroke-width="3" transform="rotate(${n(-40 + i * 18 + between(random, -3, 3))} 260 330)"/>`;
    }).join('');
    const brush = `<path d="M20,360 Q120,300 200,340 T380,320" stroke="${p.secondary}" stroke-width="26" stroke-linecap="round" fill="none" opacity=".8"/>`;
    const shirt = garment('tshirt', 130, 180, 0.45, p.light, p.deep) + `<rect x="100" y="140" width="60" height="60" rx="8" fill="none" stroke="${p.deep}" stroke-width="3" stroke-dasharray="8 6"/>`;
    return brush + shirt + swatches;
  },
  shipping: (p, random) => {
    const globe = `<circle cx="280" cy="150" r="104" fill="${p.light}" opacity=".9"/><ellipse cx="280" cy="150" rx="46" ry="104" fill="none" stroke="${p.deep}" stroke-width="3" opacity=".4"/><path d="M176,150 L384,150 M190,100 L370,100 M190,200 L370,200" stroke="${p.deep}" stroke-width="3" opacity=".4"/>`;
    const route = `<path d="M40,330 Q${n(between(random, 120, 200))},${n(between(random, 20, 90))} 360,40" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="14 10"/>`;
    const plane = `<g transform="translate(360 40) rotate(-40)"><path d="M-30,0 L30,0 L40,-4 L30,-8 L-30,-8 Z M-4,-4 L-18,-32 L-8,-32 L14,-4 Z M-4,-4 L-18,24 L-8,24 L14,-4 Z" fill="${p.deep}"/></g>`;
    const box = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y})"><rect width="${s}" height="${s * 0.8}" fill="${mix(p.secondary, 'c89b5e', 0.6)}" stroke="${p.deep}" stroke-width="3"/><rect x="${s * 0.42}" width="${s * 0.16}" height="${s * 0.8}" fill="${p.light}" opacity=".7"/></g>`;
    return globe + route + plane + box(60, 270, 110) + box(170, 300, 84) + box(95, 190, 80);
  },
  bestsellers: (p, random) => {
    const podium = `<rect x="40" y="250" width="100" height="110" fill="${p.light}"/><rect x="150" y="190" width="100" height="170" fill="${p.secondary}"/><rect x="260" y="280" width="100" height="80" fill="${mix(p.light, p.secondary, 0.5)}"/>`;
    const crown = `<path d="M164,86 L178,40 L200,70 L222,40 L236,86 Z" fill="${p.light}" stroke="${p.deep}" stroke-width="3"/>`;
    const pieces = garment(pick(random, ['tshirt', 'sweater'] as const), 90, 205, 0.17, p.deep, p.light) + garment(pick(random, ['dress', 'coat'] as const), 200, 148, 0.17, p.deep, p.light) + garment(pick(random, ['pants', 'skirt'] as const), 310, 236, 0.17, p.deep, p.light);
    return podium + crown + pieces + star(60, 80, 22, p.light) + star(340, 110, 30, p.light) + star(300, 40, 14, p.secondary);
  },
};

export function bannerSvg(image: BannerImage, layout: BannerLayout = 'wide'): string {
  const { width, height } = BANNER_SIZES[layout];
  const random = seededRandom(seedOf('banner', image.theme, image.variant));
  const palette: Palette = { primary: css(image.primary), secondary: css(image.secondary), light: lighten(image.primary, 0.82), deep: darken(image.primary, 0.55) };
  // Soft shapes behind everything; the variant moves them so banners of one theme differ.
  const glow = Array.from({ length: 3 }, () => `<circle cx="${n(width * between(random, 0.35, 1))}" cy="${n(between(random, 0, height))}" r="${n(between(random, 90, 220))}" fill="${palette.secondary}" opacity="${n(between(random, 0.12, 0.28))}"/>`).join('');
  const band = `<path d="M${n(width * 0.5)},${height} L${n(width * between(random, 0.58, 0.68))},0 L${width},0 L${width},${height} Z" fill="${palette.light}" opacity=".12"/>`;
  // The art: a 400x400 box at the end side, smaller and lower on mobile so the title fits above.
  const art = layout === 'wide' ? `translate(${width - 440} 0)` : `translate(${width - 330} 110) scale(.72)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${mix(image.primary, image.secondary, 0.35)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>${glow}${band}<g transform="${art}">${ART[image.theme](palette, random)}</g></svg>`
  );
}
