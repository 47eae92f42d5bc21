/**
 * The number typed, as Ant Design's InputNumber would give it: null when empty or not a number,
 * else rounded to `precision` decimals and kept within [min, max].
 */
export function readNumber(text: string, { min, max, precision }: { min: number; max: number; precision: number }): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** precision;
  return Math.min(max, Math.max(min, Math.round(value * factor) / factor));
}
