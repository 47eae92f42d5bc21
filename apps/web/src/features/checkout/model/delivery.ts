import { AGING_GRADES, dedupeByGrade, SUCCESS_CODE, type AgingGrade, type Channel } from '@threadway/contracts';

/** One warehouse's answer of POST /api/orders/orders/channel (its own code: a refusal is data). */
export interface WarehouseChannels {
  code: number;
  warehouseCode: string;
  data: Channel[];
}

/**
 * A Delivery Method radio. China's two warehouses (CN_S, CN_N) ship one bag as one sub-order
 * each, so a grade is offered when every warehouse of the bag has it; its freight is their sum.
 */
export interface DeliveryOption {
  agingGrade: AgingGrade;
  deliveryTime: string;
  /** Cents, all warehouses together. */
  estimatedFreight: number;
  /** The channel of this grade per warehouse code. */
  channels: Record<string, Channel>;
}

/**
 * The radios for the warehouses of the checked lines, cheapest channel per grade (spec 7). Null
 * when a warehouse has no answer or a refused one: 'Logistics error.' and an empty list (spec 8).
 */
export function deliveryOptions(answers: readonly WarehouseChannels[], warehouseCodes: readonly string[]): DeliveryOption[] | null {
  const perWarehouse = warehouseCodes.map((code) => answers.find((a) => a.warehouseCode === code));
  if (perWarehouse.length === 0 || perWarehouse.some((a) => !a || a.code !== SUCCESS_CODE)) return null;
  const lists = perWarehouse.map((a) => dedupeByGrade(a!.data));
  const options: DeliveryOption[] = [];
  for (const first of lists[0]!) {
    const matches = lists.map((list) => list.find((c) => c.agingGrade === first.agingGrade));
    if (matches.some((c) => !c)) continue;
    options.push({
      agingGrade: first.agingGrade,
      deliveryTime: first.deliveryTime,
      estimatedFreight: matches.reduce((sum, c) => sum + c!.estimatedFreight, 0),
      channels: Object.fromEntries(warehouseCodes.map((code, i) => [code, matches[i]!])),
    });
  }
  return options;
}

/** The bag's default radio: Express, else Standard, else Expedited, else the first (spec 7). */
export const defaultOption = (options: readonly DeliveryOption[]): DeliveryOption | undefined =>
  AGING_GRADES.map((grade) => options.find((o) => o.agingGrade === grade)).find(Boolean) ?? options[0];
