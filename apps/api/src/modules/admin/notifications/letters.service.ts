import { ErrorCode } from '@threadway/contracts';
import { letterState } from '@threadway/contracts/notifications/file-status';
import type { AdminStationLetter, stationLetterInput } from '@threadway/contracts/notifications/schemas';
import type { z } from 'zod';
import type { Db, Executor } from '../../../platform/database.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { audit } from '../catalogue/audit.ts';
import { adminLettersRepository, type LetterRow, type LetterValues } from './letters.repository.ts';
import { sanitizeLetterHtml } from './sanitize-letter.ts';
import { resolveSellers, sellerEmails } from './sellers.ts';

type LetterInput = z.output<typeof stationLetterInput>;

const fieldError = (field: string, key: 'validation.required' | 'stationLetters.sendTimePast') => new AppError(ErrorCode.badRequest, key, 400, {}, { field });

/** What is stored for a letter: sanitized HTML, the audience as ids (null = every seller), the send time. */
async function valuesOf(db: Executor, input: LetterInput, now: Date): Promise<LetterValues> {
  const contentHtml = sanitizeLetterHtml(input.content);
  if (!contentHtml) throw fieldError('content', 'validation.required');
  let sendTime: Date | null = null;
  if (input.send === 'now') sendTime = now;
  if (input.send === 'later') {
    sendTime = new Date(input.sendTime!);
    if (sendTime <= now) throw fieldError('sendTime', 'stationLetters.sendTimePast');
  }
  const recipientUserIds = input.allSellers ? null : await resolveSellers(db, input.userIds, input.emails);
  return { type: input.type, title: input.title, contentHtml, recipientUserIds, sendTime };
}

async function present(db: Executor, row: LetterRow): Promise<AdminStationLetter> {
  const emails = await sellerEmails(db, row.recipientUserIds ?? []);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.contentHtml,
    allSellers: row.recipientUserIds === null,
    recipients: (row.recipientUserIds ?? []).map((id) => ({ id, email: emails.get(id) ?? '' })),
    sendTime: row.sendTime?.toISOString() ?? null,
    state: letterState(row.sendTime),
    readCount: row.readCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Operators write, schedule and publish station letters; every change is audit-logged. */
export function adminLettersService(db: Db) {
  async function one(executor: Executor, id: number) {
    const row = await adminLettersRepository(executor).byId(id);
    if (!row) throw notFound();
    return present(executor, row);
  }

  return {
    async list(type: number | undefined, pageNumber: number, pageSize: number) {
      const { rows, total } = await adminLettersRepository(db).page(type, pageNumber, pageSize);
      return { list: await Promise.all(rows.map((row) => present(db, row))), total, pageNumber, pageSize };
    },

    get: (id: number) => one(db, id),

    create: (actorId: number, input: LetterInput) =>
      db.transaction(async (tx) => {
        const values = await valuesOf(tx, input, new Date());
        const id = await adminLettersRepository(tx).insert({ ...values, createdBy: actorId });
        await audit(tx, actorId, 'stationLetter.create', id, { type: values.type, title: values.title, send: input.send, recipients: values.recipientUserIds?.length ?? 'all' });
        return one(tx, id);
      }),

    /** Changes a letter; a sent letter stays sent (its read states are kept) and shows the new update time. */
    update: (actorId: number, id: number, input: LetterInput) =>
      db.transaction(async (tx) => {
        const repo = adminLettersRepository(tx);
        const current = await repo.byId(id);
        if (!current) throw notFound();
        const values = await valuesOf(tx, input, new Date());
        const alreadySent = letterState(current.sendTime) === 'sent';
        await repo.update(id, alreadySent && input.send !== 'draft' ? { ...values, sendTime: current.sendTime } : values);
        await audit(tx, actorId, 'stationLetter.update', id, { title: values.title, send: input.send });
        return one(tx, id);
      }),

    publish: (actorId: number, id: number) =>
      db.transaction(async (tx) => {
        const repo = adminLettersRepository(tx);
        const current = await repo.byId(id);
        if (!current) throw notFound();
        if (letterState(current.sendTime) !== 'sent') await repo.update(id, { sendTime: new Date() });
        await audit(tx, actorId, 'stationLetter.publish', id);
        return one(tx, id);
      }),

    remove: (actorId: number, id: number) =>
      db.transaction(async (tx) => {
        const repo = adminLettersRepository(tx);
        if (!(await repo.byId(id))) throw notFound();
        await repo.remove(id);
        await audit(tx, actorId, 'stationLetter.delete', id);
      }),
  };
}
export type AdminLettersService = ReturnType<typeof adminLettersService>;
