import { isMessageKey, type LocaleCode, type MessageKey } from '@threadway/contracts';
import { translate } from '../../platform/i18n.ts';

/**
 * Why a listing or a batch item failed, as kept (listings.last_error, listing_batch_items.reason): our own
 * reasons are message keys, followed by their values as JSON when the message names something ('Please select
 * the “{{name}}” attribute'), and are translated when shown; a platform's reasons are its own words.
 */
export const failureReason = (key: MessageKey, values?: Record<string, string>): string => (values ? `${key} ${JSON.stringify(values)}` : key);

const WITH_VALUES = /^([\w.]+) (\{.*\})$/s;

/** A kept reason in the seller's language; a platform's words as they are. */
export function failureText(locale: LocaleCode, reason: string): string;
export function failureText(locale: LocaleCode, reason: string | null): string | null;
export function failureText(locale: LocaleCode, reason: string | null): string | null {
  if (reason === null) return null;
  const withValues = WITH_VALUES.exec(reason);
  if (withValues && isMessageKey(withValues[1]!)) {
    try {
      return translate(locale, withValues[1]!, JSON.parse(withValues[2]!) as Record<string, string>);
    } catch {
      return reason;
    }
  }
  return isMessageKey(reason) ? translate(locale, reason) : reason;
}
