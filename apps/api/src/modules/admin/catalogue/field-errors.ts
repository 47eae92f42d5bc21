import { ErrorCode, type MessageKey } from '@threadway/contracts';
import { isUniqueViolation } from '../../../platform/db-errors.ts';
import { AppError, conflict } from '../../../platform/errors.ts';

/** 400 naming the form field at fault, like a validation failure of the request schema. */
export const invalidField = (field: string, key: MessageKey = 'validation.invalidValue') => new AppError(ErrorCode.badRequest, key, 400, {}, { field });

/** 409 'This record is still in use and cannot be deleted.' */
export const inUse = () => conflict('errors.inUse');

/** True when PostgreSQL refused a delete or a link because of a foreign key (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Runs a write and turns a unique-index refusal into 409 'already used' naming the form field
 * behind that index, so the screen can show the message under the right input.
 */
export async function uniqueFields<T>(fieldsByIndex: Record<string, string>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (const [index, field] of Object.entries(fieldsByIndex)) {
      if (isUniqueViolation(error, index)) throw conflict('errors.alreadyUsed', field);
    }
    throw error;
  }
}
