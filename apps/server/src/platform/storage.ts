import { createHmac, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { safeEqual } from './crypto';
import { type ReceiveLimits, receiveChecked } from './upload-stream';

export type ByteRange = { start: number; end: number };

/** How GET /files/* answers for a stored file: bytes from this disk, or a redirect to the object store. */
export type StoredFile =
  | { kind: 'local'; size: number; stream(range?: ByteRange): Readable }
  | { kind: 'redirect'; url: string };

/** Where files live. Keys are relative paths like `avatars/12/abc.jpg`. */
export interface Storage {
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** Removes a stored file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** A URL a browser can GET (/files/…): public keys are plain, others are HMAC-signed and expire. */
  url(key: string, opts?: { expiresInSeconds?: number }): string;
  /** Checks a /files URL's signature (bound to method, key and expiry). */
  verify(method: 'GET' | 'PUT', key: string, expires: number, sig: string): boolean;
  /** A URL the browser can PUT an upload to with this Content-Type, expiring after `expiresInSeconds`. */
  signedPutUrl(key: string, contentType: string, expiresInSeconds?: number): Promise<string>;
  /** Size and first bytes of a stored file (to check what arrived by content); null when there is none. */
  inspect(key: string, headBytes: number): Promise<{ size: number; head: Buffer } | null>;
  /** What GET /files/* serves for a key; null when there is no such file. */
  open(key: string): Promise<StoredFile | null>;
  /** The file's path on this machine (for tools such as ffmpeg); null when it is not on this disk. */
  localPath(key: string): string | null;
  /** Takes a signed PUT's body at /files/* (local disk only: object stores take the PUT themselves). */
  receive?(key: string, body: Readable, limits: ReceiveLimits): Promise<number>;
}

export const isPublicKey = (key: string) => key.startsWith('public/');

/** HMAC signatures of /files URLs, shared by every storage (the object store's files are reached through /files too). */
export class FileUrlSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  sign(method: 'GET' | 'PUT', key: string, expires: number) {
    return createHmac('sha256', this.secret).update(`${method}\n${key}\n${expires}`).digest('base64url');
  }

  verify(method: 'GET' | 'PUT', key: string, expires: number, sig: string) {
    if (!Number.isFinite(expires) || expires * 1000 < this.now().getTime()) return false;
    return safeEqual(this.sign(method, key, expires), sig);
  }

  signed(method: 'GET' | 'PUT', key: string, ttl: number) {
    const expires = Math.floor(this.now().getTime() / 1000) + ttl;
    return `/files/${key}?expires=${expires}&sig=${this.sign(method, key, expires)}`;
  }

  url(key: string, opts?: { expiresInSeconds?: number }) {
    return isPublicKey(key) ? `/files/${key}` : this.signed('GET', key, opts?.expiresInSeconds ?? 3600);
  }
}

/** Local disk under UPLOADS_DIR, served by the API at /files/*. */
export class LocalStorage implements Storage {
  private readonly signer: FileUrlSigner;

  constructor(
    private readonly root: string,
    secret: string,
    now: () => Date = () => new Date(),
  ) {
    this.signer = new FileUrlSigner(secret, now);
  }

  private pathOf(key: string) {
    const safe = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
    if (safe.startsWith('/') || safe.includes('..')) throw new Error('bad storage key');
    return join(this.root, safe);
  }

  /** Writes beside the file and renames: a reader sees the old file or the whole new one, never part of it. */
  async put(key: string, body: Buffer) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(partial, body);
      await rename(partial, path);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string, opts?: { expiresInSeconds?: number }) {
    return this.signer.url(key, opts);
  }

  verify(method: 'GET' | 'PUT', key: string, expires: number, sig: string) {
    return this.signer.verify(method, key, expires, sig);
  }

  async signedPutUrl(key: string, _contentType: string, expiresInSeconds = 900) {
    return this.signer.signed('PUT', key, expiresInSeconds);
  }

  async inspect(key: string, headBytes: number) {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const file = await open(path, 'r');
    try {
      const head = Buffer.alloc(Math.min(headBytes, info.size));
      await file.read(head, 0, head.length, 0);
      return { size: info.size, head };
    } finally {
      await file.close();
    }
  }

  async open(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { kind: 'local', size: info.size, stream: (range) => createReadStream(path, range) };
  }

  localPath(key: string) {
    return this.pathOf(key);
  }

  /**
   * Streams a PUT body to a temporary file beside the key, checking size and content as it arrives; only a body
   * that passed every check becomes the key's file. Any failure (limit, wrong kind, the client going away) removes
   * the temporary file, so nothing partial is ever stored. Answers the size.
   */
  async receive(key: string, body: Readable, limits: ReceiveLimits) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    const checked = receiveChecked(limits);
    const written = pipeline(checked, createWriteStream(partial, { flags: 'wx' }));
    // The request is piped, not part of the pipeline: a refusal stops reading it without destroying it, so the
    // client still gets its answer (the rest of its body is discarded).
    body.on('error', (err) => checked.destroy(err));
    body.on('close', () => {
      if (!body.readableEnded) checked.destroy(new Error('upload aborted by the client'));
    });
    body.pipe(checked);
    try {
      await written;
      await rename(partial, path);
      return checked.received;
    } catch (err) {
      body.unpipe(checked);
      body.resume();
      await rm(partial, { force: true });
      throw err;
    }
  }
}
