import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PlatformCredentials } from './platforms/platform.ts';

/**
 * Store credentials at rest (docs/decisions/0019): AES-256-GCM with the key of STORE_SECRETS_KEY, a fresh
 * 12-byte nonce per write, the tag checked on every read. Bound to the store's owner and platform as
 * associated data, so a sealed blob copied onto another seller's row does not open. The text is
 * `v1.<base64 nonce|tag|ciphertext>`; the version lets a later key rotation tell old blobs apart.
 */

const VERSION = 'v1';

export interface SecretBox {
  seal(credentials: PlatformCredentials, owner: SealedFor): string;
  open(sealed: string, owner: SealedFor): PlatformCredentials;
}

export interface SealedFor {
  userId: number;
  platform: string;
}

const aad = (owner: SealedFor) => Buffer.from(`threadway-store:${owner.userId}:${owner.platform}`);

/** Dates travel as ISO text inside the blob. */
interface Stored extends Omit<PlatformCredentials, 'accessTokenExpiresAt' | 'refreshTokenExpiresAt'> {
  accessTokenExpiresAt?: string;
  refreshTokenExpiresAt?: string;
}

export function secretBox(keyBase64: string): SecretBox {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('the store secrets key must be 32 bytes');
  return {
    seal(credentials, owner) {
      const stored: Stored = {
        ...credentials,
        accessTokenExpiresAt: credentials.accessTokenExpiresAt?.toISOString(),
        refreshTokenExpiresAt: credentials.refreshTokenExpiresAt?.toISOString(),
      };
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(aad(owner));
      const body = Buffer.concat([cipher.update(JSON.stringify(stored), 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed, owner) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new Error('unknown sealed credentials format');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(aad(owner));
      decipher.setAuthTag(raw.subarray(12, 28));
      const stored = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Stored;
      return {
        ...stored,
        accessTokenExpiresAt: stored.accessTokenExpiresAt ? new Date(stored.accessTokenExpiresAt) : undefined,
        refreshTokenExpiresAt: stored.refreshTokenExpiresAt ? new Date(stored.refreshTokenExpiresAt) : undefined,
      };
    },
  };
}
