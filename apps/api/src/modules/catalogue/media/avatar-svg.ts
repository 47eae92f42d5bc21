import { css, darken, lighten, luminance } from './svg-kit.ts';

export const AVATAR_SIZE = 200;

/**
 * A round avatar with one or two initials (A-Z only, as the name allows) in a colour that
 * reads on the background. The font is the system sans-serif that librsvg finds.
 */
export function avatarSvg(initials: string, primary: string): string {
  const ink = luminance(primary) > 0.55 ? darken(primary, 0.7) : lighten(primary, 0.92);
  const half = AVATAR_SIZE / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}">` +
    `<circle cx="${half}" cy="${half}" r="${half}" fill="${css(primary)}"/>` +
    `<text x="${half}" y="${half}" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${initials.length > 1 ? 78 : 92}" fill="${ink}">${initials}</text></svg>`
  );
}
