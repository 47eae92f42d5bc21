import { BEHAVIOR_TYPE_PREFERENCES, DEFAULT_LOCALE, isLocale, type LocaleCode } from '@threadway/contracts';
import { and, eq } from 'drizzle-orm';
import { behaviorConfigs, stationLetters } from '../../../../db/schema/index.ts';
import type { Executor } from '../../../../platform/database.ts';

/** Station letter type 1: the Notification tab (type 2 is Events). */
const NOTIFICATION = 1;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The language a seller chose in the header (behaviour config type 2); English when none. */
export async function sellerLocale(db: Executor, userId: number): Promise<LocaleCode> {
  const [row] = await db
    .select({ content: behaviorConfigs.content })
    .from(behaviorConfigs)
    .where(and(eq(behaviorConfigs.userId, userId), eq(behaviorConfigs.type, BEHAVIOR_TYPE_PREFERENCES)))
    .limit(1);
  return localeOfPreferences(row?.content);
}

/** The language of a seller's preferences (behaviour config type 2, as stored), for a caller that read them itself. */
export function localeOfPreferences(content: string | null | undefined): LocaleCode {
  try {
    const language = (JSON.parse(content ?? 'null') as { language?: unknown } | null)?.language;
    return isLocale(language) ? language : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * A letter from the platform to one seller, in the caller's transaction, visible at once in the
 * Notification tab. The paragraphs are plain text (escaped here), already in the seller's language:
 * a letter is stored once, as the seller will read it. `sentAt` dates a letter about an earlier
 * event by that event, so letters written late by a job still list in the order things happened.
 */
export async function sendSystemLetter(tx: Executor, userId: number, letter: { title: string; paragraphs: string[]; sentAt?: Date }): Promise<void> {
  await sendSystemLetters(tx, [{ userId, ...letter }]);
}

/** Letters to several sellers (one each) in one statement, as sendSystemLetter writes one. */
export async function sendSystemLetters(tx: Executor, letters: readonly { userId: number; title: string; paragraphs: string[]; sentAt?: Date }[]): Promise<void> {
  if (letters.length === 0) return;
  await tx.insert(stationLetters).values(
    letters.map((letter) => ({
      type: NOTIFICATION,
      title: letter.title,
      contentHtml: letter.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join(''),
      recipientUserIds: [letter.userId],
      sendTime: letter.sentAt ?? new Date(),
    })),
  );
}
