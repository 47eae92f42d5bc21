/** Delivery grades of logistics channels (spec 3). */
export const AGING_GRADES = ['Express', 'Standard', 'Expedited'] as const;
export type AgingGrade = (typeof AGING_GRADES)[number];

export interface Channel {
  channelCode: string;
  channelNameEn: string;
  agingGrade: AgingGrade;
  /** 'min~max' business days. */
  deliveryTime: string;
  /** US cents. */
  estimatedFreight: number;
}

/** Orders heavier than this are refused: 'Sorry, order weight cannot exceed 30kg' (spec 5). */
export const MAX_ORDER_WEIGHT_GRAMS = 30_000;

export function parseDeliveryTime(deliveryTime: string): { min: number; max: number } | null {
  const match = /^\s*(\d+)\s*~\s*(\d+)\s*$/.exec(deliveryTime);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : null;
}

/** One channel per grade, the cheapest; on equal freight the first one offered stays (spec 7). */
export function dedupeByGrade<T extends Channel>(channels: readonly T[]): T[] {
  const best = new Map<AgingGrade, T>();
  for (const channel of channels) {
    const current = best.get(channel.agingGrade);
    if (!current || channel.estimatedFreight < current.estimatedFreight) best.set(channel.agingGrade, channel);
  }
  return channels.filter((c) => best.get(c.agingGrade) === c);
}

/** The bag's default: Express, else Standard, else Expedited, else the first (spec 7). */
export function defaultChannel<T extends Channel>(channels: readonly T[]): T | undefined {
  for (const grade of AGING_GRADES) {
    const found = channels.find((c) => c.agingGrade === grade);
    if (found) return found;
  }
  return channels[0];
}

/** The cart drawer's shipping dialog defaults to the channel with the fewest minimum days (spec 7). */
export function fastestChannel<T extends Channel>(channels: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestMin = Number.POSITIVE_INFINITY;
  for (const channel of channels) {
    const min = parseDeliveryTime(channel.deliveryTime)?.min ?? Number.POSITIVE_INFINITY;
    if (min < bestMin || best === undefined) {
      best = channel;
      bestMin = min;
    }
  }
  return best;
}

/** Total weight of order lines in grams, and whether it is over the limit. */
export function orderWeight(lines: readonly { packageWeight: number; num: number }[]): { grams: number; overweight: boolean } {
  const grams = lines.reduce((sum, line) => sum + Math.max(0, line.packageWeight) * Math.max(0, line.num), 0);
  return { grams, overweight: grams > MAX_ORDER_WEIGHT_GRAMS };
}
