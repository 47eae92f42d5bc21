import type { NewState } from '@threadway/contracts/notifications/schemas';
import { FILE_STATUS } from '@threadway/contracts/notifications/file-status';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/database.ts';
import { visibleTo } from './letters/letters.repository.ts';

const unreadLetters = (userId: number, type: number) => sql`exists (
  select 1 from station_letters where type = ${type} and ${visibleTo(userId)}
    and not exists (select 1 from station_letter_reads r where r.letter_id = station_letters.id and r.user_id = ${userId}))`;

/**
 * The new-function dialog's tabs that hold something new, in one statement: '1' and '2' unread
 * letters of that type, '3' unread sold-out notices, '4' export tasks finished (done or failed)
 * since the seller last looked at the Export List.
 */
export async function newStateOf(db: Executor, userId: number): Promise<NewState> {
  const result = (await db.execute(sql`select
      ${unreadLetters(userId, 1)} as "1",
      ${unreadLetters(userId, 2)} as "2",
      exists (select 1 from product_takedown_notices where user_id = ${userId} and read_at is null) as "3",
      exists (select 1 from file_tasks where user_id = ${userId} and file_status in (${FILE_STATUS.done}, ${FILE_STATUS.failed}) and seen_at is null) as "4"`)) as unknown as {
    rows: Record<'1' | '2' | '3' | '4', boolean>[];
  };
  const row = result.rows[0]!;
  return { '1': Boolean(row['1']), '2': Boolean(row['2']), '3': Boolean(row['3']), '4': Boolean(row['4']) };
}
