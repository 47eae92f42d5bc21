import { ADMIN_MAX_CENTS, formatMoney, parseDollars } from '@threadway/contracts';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { usePreferences } from '../../../../lib/preferences';

/**
 * Prices are typed in dollars and sent in cents; `parseDollars` converts with integer arithmetic,
 * so '0.29' is 29 cents, never 28.999...
 */
export function dollarsRule(t: TFunction, options: { signed?: boolean; required?: boolean } = {}): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '' && options.required === false) return;
      if (text === '') throw new Error(t('messages:validation.required'));
      const cents = parseDollars(text, { signed: options.signed });
      if (cents === null || Math.abs(cents) > ADMIN_MAX_CENTS) throw new Error(t('messages:validation.invalidValue'));
    },
  };
}

/** Cents of a dollar text that passed `dollarsRule`. */
export const toCents = (text: string, signed = false) => parseDollars(text, { signed })!;

/** Catalogue prices are kept in US dollars, so the back office shows them in USD whatever the display currency. */
export function useUsd() {
  const { locale } = usePreferences();
  return (cents: number) => formatMoney(cents, 'USD', locale);
}
