import { ApiError, call } from '../../../lib/api-client';
import { clearOperatorSession, operatorStore } from '../session';

type Options = Omit<NonNullable<Parameters<typeof call>[2]>, 'token' | 'quiet401'>;

/**
 * Calls the API as the signed-in operator. The seller's 401 round trip never runs for these
 * calls; a 401 here ends the operator session instead, and the guard sends them to /admin/login.
 * Resolves to the whole envelope so mutations can show the server's localized message.
 */
export async function adminCall<T>(method: string, path: string, options: Options = {}) {
  try {
    return await call<T>(method, path, { ...options, token: operatorStore.get()?.token ?? null, quiet401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearOperatorSession();
    throw error;
  }
}

export const adminApi = async <T>(method: string, path: string, options: Options = {}): Promise<T> => (await adminCall<T>(method, path, options)).data;
