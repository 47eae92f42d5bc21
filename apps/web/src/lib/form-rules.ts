import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Turns a shared zod rule into an Ant Design form rule, so a field is checked in the browser by
 * exactly the code the server runs. Messages are i18n keys of the `messages` namespace.
 * The rule may be given as a loader: it is then fetched at the field's first check, which keeps
 * zod out of a page's first load (the bag's sign-up, decision 0034).
 */
export function zodRule(schema: z.ZodType | (() => Promise<z.ZodType>), t: TFunction): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const rule = typeof schema === 'function' ? await schema() : schema;
      const result = rule.safeParse(value ?? '');
      if (!result.success) throw new Error(t(`messages:${result.error.issues[0]?.message ?? 'validation.invalidValue'}`));
    },
  };
}

/** Maps an API validation failure onto the form field it names, if the form has that field. */
export function fieldError(error: unknown): { name: string; errors: string[] }[] | null {
  if (typeof error !== 'object' || error === null || !('field' in error)) return null;
  const field = (error as { field: unknown }).field;
  const message = (error as { message?: string }).message ?? '';
  return typeof field === 'string' && field ? [{ name: field, errors: [message] }] : null;
}
