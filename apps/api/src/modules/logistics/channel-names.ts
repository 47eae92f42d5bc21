import type { LocaleCode } from '@threadway/contracts';
import type { Executor } from '../../platform/database.ts';
import { loadVocabulary } from '../catalogue/vocabulary/vocabulary.ts';

/**
 * Channel names in the seller's language. Channels and orders store the English name
 * ('TW Express Line'); operators translate it as a catalogue term of kind 'channel' (decision
 * 0039), and every answer that shows a channel's name reads it through this, from the cached
 * vocabulary (no query per channel). A name without a translation stays English.
 */
export async function channelNamesIn(db: Executor, locale: LocaleCode): Promise<(english: string) => string> {
  const vocabulary = await loadVocabulary(db);
  return (english) => vocabulary.translate('channel', english, locale);
}

/** A channel as the engine gives it, with `channelName` in the seller's language beside `channelNameEn`. */
export const withChannelName =
  (nameOf: (english: string) => string) =>
  <T extends { channelNameEn: string }>(channel: T): T & { channelName: string } => ({ ...channel, channelName: nameOf(channel.channelNameEn) });
