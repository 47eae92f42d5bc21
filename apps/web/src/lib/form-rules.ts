import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** A shared zod rule, or a loader that fetches it at the field's first check (keeps zod out of a page's first load, decision 0034). */
type SharedRule = z.ZodType | (() => Promise<z.ZodType>);

/** Checks one field's value: resolves to the message to show under it, or null when the value passes. */
export type FieldCheck = (value: unknown) => Promise<string | null>;

/**
 * A shared zod rule as a field check, so a field is checked in the browser by exactly the code the
 * server runs. Messages are i18n keys of the `messages` namespace. Ant Design's forms take it as
 * `zodRule`; the plain forms on shopping pages (`useFieldForm`) take it as it is.
 */
export function zodCheck(schema: SharedRule, t: TFunction): FieldCheck {
  return async (value) => {
    const rule = typeof schema === 'function' ? await schema() : schema;
    const result = rule.safeParse(value ?? '');
    return result.success ? null : t(`messages:${result.error.issues[0]?.message ?? 'validation.invalidValue'}`);
  };
}

/** `zodCheck` as an Ant Design form rule. */
export function zodRule(schema: SharedRule, t: TFunction): Rule {
  const check = zodCheck(schema, t);
  return {
    validator: async (_rule, value: unknown) => {
      const message = await check(value);
      if (message) throw new Error(message);
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

/**
 * The part of a form that shows the server's answers and checks fields before sending a code
 * (`useFeedback`): Ant Design's FormInstance, and a plain form (`useFieldForm`) that offers the same.
 */
export type FieldForm = Pick<FormInstance, 'getFieldValue' | 'validateFields' | 'setFields' | 'getFieldError' | 'scrollToField'>;
