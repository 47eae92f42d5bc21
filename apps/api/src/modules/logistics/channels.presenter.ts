import { SUCCESS_CODE, type Channel, type LocaleCode } from '@threadway/contracts';
import { translate } from '../../platform/i18n.ts';
import type { WarehouseQuote } from './channels.service.ts';

/** One warehouse's element of the channel list: its own code and message, so one refusal hides nothing else. */
export function toChannelAnswer(locale: LocaleCode, { warehouseCode, weightGrams, quote }: WarehouseQuote, named: (channel: Channel) => Channel & { channelName: string }) {
  return quote.ok
    ? { code: SUCCESS_CODE, message: 'success', warehouseCode, weightGrams, data: quote.channels.map(named) }
    : { code: quote.code, message: translate(locale, quote.messageKey), warehouseCode, weightGrams, data: [] };
}
