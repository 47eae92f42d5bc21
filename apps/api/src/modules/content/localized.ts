import type { LocaleCode } from '@threadway/contracts';
import type { LocalizedText } from '../../db/schema/index.ts';

/** A name in the caller's language when an operator gave one, else the English column. */
export const localized = (names: LocalizedText, english: string, locale: LocaleCode): string => names[locale]?.trim() || english;
