import { useTranslation } from 'react-i18next';
import { Amount } from './Amount';

/**
 * Money in a store's currency (minor units, as listings and store settings keep it) with Latin digits,
 * isolated left to right so a minus stays in front in Arabic and Hebrew. Negative amounts (a loss) show.
 */
export function useStoreMoney(currency: string) {
  const text = useMoneyText(currency);
  return (cents: number) => <Amount>{text(cents)}</Amount>;
}

/** The same as plain text, for places that take a string (a select's option label). */
export function useMoneyText(currency: string) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency, numberingSystem: 'latn' });
  return (cents: number) => format.format(cents / 100);
}
