import argon2 from 'argon2';

/** argon2id with OWASP's parameters: 19 MiB memory, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the account does not exist keeps the answer time the same,
 * so timing does not tell which e-mails are registered.
 */
export const DUMMY_HASH = await hashPassword('Dummy-password-1');
