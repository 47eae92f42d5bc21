import { ErrorCode, MAX_ADDRESSES, type Address, type AddressKind, type addressRequest, type LocaleCode } from '@threadway/contracts';
import type { z } from 'zod';
import type { Db } from '../../../platform/database.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { toAddress } from './addresses.presenter.ts';
import { addressesRepository } from './addresses.repository.ts';

type SaveAddress = z.output<typeof addressRequest>;

/**
 * The address book. Each kind (shipping, bill) has one default: the first address of a kind
 * becomes it, and deleting it hands the flag to the newest remaining one. Writes of one user
 * run one after another (the user's row is locked), so the limit and the flag stay right.
 */
export function addressesService(db: Db) {
  const repo = addressesRepository(db);

  async function writeLocked<T>(userId: number, work: (r: ReturnType<typeof addressesRepository>) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const r = addressesRepository(tx);
      await r.lockOwner(userId);
      return work(r);
    });
  }

  return {
    async list(userId: number, kind: AddressKind, locale: LocaleCode): Promise<Address[]> {
      return (await repo.list(userId, kind)).map((row) => toAddress(row, locale));
    },

    /** Adds (no id) or edits (id of one of the user's addresses, else 404); an edit keeps the kind. */
    async save(userId: number, { id, kind, isDefault, ...fields }: SaveAddress, locale: LocaleCode): Promise<Address> {
      if (!(await repo.countryExists(fields.countryCode))) throw new AppError(ErrorCode.badRequest, 'addresses.countryCodeError', 400, {}, { field: 'countryCode' });
      return writeLocked(userId, async (r) => {
        let savedId: number;
        if (id === undefined) {
          if ((await r.countOf(userId)) >= MAX_ADDRESSES) throw new AppError(ErrorCode.conflict, 'addresses.limit', 409, { max: MAX_ADDRESSES });
          const first = !(await r.hasDefault(userId, kind));
          savedId = await r.insert(userId, { ...fields, kind, isDefault: false });
          if (first || isDefault) await r.makeDefault(userId, savedId, kind);
        } else {
          const existing = await r.find(userId, id);
          if (!existing) throw notFound();
          await r.update(userId, id, fields);
          if (isDefault) await r.makeDefault(userId, id, existing.address.kind);
          savedId = id;
        }
        return toAddress((await r.find(userId, savedId))!, locale);
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      await writeLocked(userId, async (r) => {
        const existing = await r.find(userId, id);
        if (!existing) throw notFound();
        await r.remove(userId, id);
        if (!existing.address.isDefault) return;
        const next = await r.successor(userId, existing.address.kind);
        if (next !== undefined) await r.makeDefault(userId, next, existing.address.kind);
      });
    },

    async setDefault(userId: number, id: number, locale: LocaleCode): Promise<Address> {
      return writeLocked(userId, async (r) => {
        const existing = await r.find(userId, id);
        if (!existing) throw notFound();
        await r.makeDefault(userId, id, existing.address.kind);
        return toAddress((await r.find(userId, id))!, locale);
      });
    },
  };
}
export type AddressesService = ReturnType<typeof addressesService>;
