import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Env } from '../env';

/**
 * Provider tokens at rest (decision 019): AES-256-GCM, a random 96-bit nonce per value, stored as
 * `v1.<nonce>.<ciphertext+tag>` (base64url). The key is TOKEN_ENCRYPTION_KEY (base64 of 32 bytes); without it
 * (development, tests) it is derived from the server secret with HKDF, and production refuses to start (env.ts).
 */
export class TokenVault {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('TokenVault needs a 32-byte key');
  }

  encrypt(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1.${nonce.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** Throws when the value was not sealed with this key or was altered. */
  decrypt(stored: string): string {
    const [version, nonce, sealed] = stored.split('.');
    if (version !== 'v1' || !nonce || !sealed) throw new Error('not a sealed token');
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  }

  /** Null in, null out: for optional columns. */
  seal(plain: string | null | undefined): string | null {
    return plain ? this.encrypt(plain) : null;
  }
}

/** The configured key, else one derived from the server secret (never in production: env.ts refuses that). */
export function tokenVaultKey(env: Pick<Env, 'TOKEN_ENCRYPTION_KEY'>, secret: string): Buffer {
  if (env.TOKEN_ENCRYPTION_KEY) return Buffer.from(env.TOKEN_ENCRYPTION_KEY, 'base64');
  return Buffer.from(hkdfSync('sha256', secret, 'crowns-token-vault', 'provider-tokens-v1', 32));
}

const vaults = new Map<string, TokenVault>();

/** One vault per key material (deps copies share it). */
export function tokenVault(env: Pick<Env, 'TOKEN_ENCRYPTION_KEY'>, secret: string): TokenVault {
  const id = `${env.TOKEN_ENCRYPTION_KEY ?? ''}|${secret}`;
  let vault = vaults.get(id);
  if (!vault) {
    vault = new TokenVault(tokenVaultKey(env, secret));
    vaults.set(id, vault);
  }
  return vault;
}
