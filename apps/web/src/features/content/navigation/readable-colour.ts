/** Dark text on light backgrounds and white on dark ones; operators pick the ad bar colour freely. */
export function readableOn(background: string): string {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  // Relative luminance by the sRGB weights; above about 0.55 white text loses contrast.
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? '#111827' : '#ffffff';
}
