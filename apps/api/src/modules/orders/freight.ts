import { AGING_GRADES, CHANNEL_ANSWER_CODES, WAREHOUSES, dedupeByGrade, type Channel, type WarehouseCode } from '@threadway/contracts';
import type { Executor } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { channelsRepository } from '../logistics/channels.repository.ts';
import { quote } from '../logistics/channels.service.ts';

export interface Parcel {
  warehouseCode: string;
  destination: string;
  weightGrams: number;
}

const countryOf = (warehouseCode: string) => WAREHOUSES.find((w) => w.code === warehouseCode)!.country;

/**
 * The rate engine's answer for each parcel (one statement for all of them). A refusal (over
 * 30 kg, cannot deliver, no channel) is thrown as the engine's message, 400.
 */
export async function channelsFor(db: Executor, parcels: readonly Parcel[]): Promise<Channel[][]> {
  return (await quotesFor(db, parcels)).map((result) => {
    if (!result.ok) throw new AppError(result.code, result.messageKey, 400);
    return result.channels;
  });
}

/** The channels of each parcel (one statement for all of them); a parcel the engine refuses has none. */
export async function channelOffers(db: Executor, parcels: readonly Parcel[]): Promise<Channel[][]> {
  return (await quotesFor(db, parcels)).map((result) => (result.ok ? result.channels : []));
}

async function quotesFor(db: Executor, parcels: readonly Parcel[]) {
  if (parcels.length === 0) return [];
  const rows = await channelsRepository(db).brackets([...new Set(parcels.map((p) => countryOf(p.warehouseCode)))], [...new Set(parcels.map((p) => p.destination))]);
  return parcels.map((parcel) => quote(rows, parcel.warehouseCode as WarehouseCode, parcel.destination, parcel.weightGrams));
}

/** The channel the seller chose, priced by the engine; a code the engine does not offer is refused. */
export function chosenChannel(channels: readonly Channel[], channelCode: string): Channel {
  const channel = channels.find((c) => c.channelCode === channelCode);
  if (!channel) throw new AppError(CHANNEL_ANSWER_CODES.noChannel, 'orders.noChannel', 400);
  return channel;
}

/** The payment page's list: one channel per grade, Express first ('Fast Shipping'), then the rest. */
export function channelList(channels: readonly Channel[]) {
  return dedupeByGrade(channels)
    .sort((a, b) => AGING_GRADES.indexOf(a.agingGrade) - AGING_GRADES.indexOf(b.agingGrade))
    .map((c, index) => ({ ...c, channelType: index === 0 ? 'Fast Shipping' : 'Standard Shipping' }));
}

export const isExpress = (channel: Pick<Channel, 'agingGrade'>) => (channel.agingGrade === 'Express' ? 1 : 0);
