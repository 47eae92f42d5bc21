import { SIZE_ORDER } from '@threadway/contracts';

/**
 * Garment measurements by type, in centimetres. Each measure is given at size M with the step
 * between neighbouring sizes, the usual grading of ready-to-wear charts; sizes outside the spec's
 * size order (one size, numeric sizes) have no row.
 */
export type GarmentType = 'top' | 'dress' | 'bottom';
export type Measure = 'bust' | 'waist' | 'hip' | 'length' | 'shoulder' | 'sleeve' | 'inseam';

const GRADING: Record<GarmentType, { measure: Measure; atM: number; step: number }[]> = {
  top: [
    { measure: 'bust', atM: 96, step: 5 },
    { measure: 'shoulder', atM: 39, step: 1.5 },
    { measure: 'sleeve', atM: 60, step: 1 },
    { measure: 'length', atM: 66, step: 2 },
  ],
  dress: [
    { measure: 'bust', atM: 90, step: 4 },
    { measure: 'waist', atM: 72, step: 4 },
    { measure: 'hip', atM: 98, step: 4 },
    { measure: 'length', atM: 100, step: 1.5 },
  ],
  bottom: [
    { measure: 'waist', atM: 70, step: 4 },
    { measure: 'hip', atM: 96, step: 4 },
    { measure: 'length', atM: 100, step: 1 },
    { measure: 'inseam', atM: 76, step: 0.5 },
  ],
};

const DRESS = /dress|jumpsuit|romper|gown/i;
const BOTTOM = /pant|jean|short|skirt|legging|trouser|bottom|jogger/i;

/** The garment type of a product, read from its category path (most specific first) and name. */
export function garmentType(names: readonly string[]): GarmentType {
  for (const name of names) {
    if (DRESS.test(name)) return 'dress';
    if (BOTTOM.test(name)) return 'bottom';
  }
  return 'top';
}

export const measuresOf = (type: GarmentType): Measure[] => GRADING[type].map((g) => g.measure);

/** Rows of the chart for the product's sizes, in cm or inches (one decimal). */
export function sizeChart(type: GarmentType, sizes: readonly string[], unit: 'cm' | 'in'): { size: string; values: Record<Measure, number> }[] {
  const m = SIZE_ORDER.indexOf('M');
  return sizes.flatMap((size) => {
    const index = SIZE_ORDER.indexOf(size.trim().toUpperCase() as (typeof SIZE_ORDER)[number]);
    if (index === -1) return [];
    const values = {} as Record<Measure, number>;
    for (const { measure, atM, step } of GRADING[type]) {
      const cm = atM + step * (index - m);
      values[measure] = Math.round((unit === 'cm' ? cm : cm / 2.54) * 10) / 10;
    }
    return [{ size, values }];
  });
}
