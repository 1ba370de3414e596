import { createHmac } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { safeEqual } from './crypto';

/** Where files live. Keys are relative paths like `avatars/12/abc.jpg`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes a stored file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** A URL a browser can GET: public keys are plain, others are HMAC-signed and expire. */
  url(key: string, opts?: { expiresInSeconds?: number }): string;
  /** A URL the browser can PUT an upload to (HMAC-signed, expiring). */
  signedPutUrl(key: string, contentType: string, expiresInSeconds?: number): string;
}

export const isPublicKey = (key: string) => key.startsWith('public/');

/** Local disk under UPLOADS_DIR, served by the API at /files/*. */
export class LocalStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private pathOf(key: string) {
    const safe = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
    if (safe.startsWith('/') || safe.includes('..')) throw new Error('bad storage key');
    return join(this.root, safe);
  }

  async put(key: string, body: Buffer) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  read(key: string) {
    return readFile(this.pathOf(key));
  }

  sign(method: 'GET' | 'PUT', key: string, expires: number) {
    return createHmac('sha256', this.secret).update(`${method}\n${key}\n${expires}`).digest('base64url');
  }

  verify(method: 'GET' | 'PUT', key: string, expires: number, sig: string) {
    if (!Number.isFinite(expires) || expires * 1000 < this.now().getTime()) return false;
    return safeEqual(this.sign(method, key, expires), sig);
  }

  private signed(method: 'GET' | 'PUT', key: string, ttl: number) {
    const expires = Math.floor(this.now().getTime() / 1000) + ttl;
    return `/files/${key}?expires=${expires}&sig=${this.sign(method, key, expires)}`;
  }

  url(key: string, opts?: { expiresInSeconds?: number }) {
    return isPublicKey(key) ? `/files/${key}` : this.signed('GET', key, opts?.expiresInSeconds ?? 3600);
  }

  signedPutUrl(key: string, _contentType: string, expiresInSeconds = 900) {
    return this.signed('PUT', key, expiresInSeconds);
  }
}
