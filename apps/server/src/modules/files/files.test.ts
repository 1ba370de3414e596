import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../test/images';
import { createTestApp, type TestContext } from '../../test/setup';
import { isSafeKey } from '../uploads/file-types';

/** A GET sent byte for byte, so the path reaches the server exactly as written. */
function rawGet(port: number, path: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

const mp4 = () => {
  const b = Buffer.alloc(64);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'latin1');
  return b;
};

describe('/files/*', () => {
  let t: TestContext;
  const png = makePng(4, 4);
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.storage.put('public/avatars/1/a.png', png);
    await t.deps.storage.put('private/docs/1/secret.png', png);
    await t.deps.storage.put('public/misc/page.html', Buffer.from('<script>alert(1)</script>'));
  });
  afterAll(() => t.close());

  it('serves public keys to anyone, with the type from the extension, nosniff and a long cache', async () => {
    const res = await t.app.inject('/files/public/avatars/1/a.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject('/files/public/avatars/1/missing.png')).statusCode).toBe(404);
  });

  it('never serves unknown kinds inline', async () => {
    const res = await t.app.inject('/files/public/misc/page.html');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves other keys only with a valid, unexpired signature', async () => {
    const key = 'private/docs/1/secret.png';
    expect((await t.app.inject(`/files/${key}`)).statusCode).toBe(403);
    const url = t.deps.storage.url(key, { expiresInSeconds: 60 });
    const ok = await t.app.inject(url);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=(59|60)$/);
    // A signature with its first character changed (always to a different one).
    const tampered = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject(tampered)).statusCode).toBe(403);
    // A signature is bound to its key and its method.
    const other = t.deps.storage.url('private/docs/1/other.png');
    expect((await t.app.inject(`/files/${key}?${other.split('?')[1]}`)).statusCode).toBe(403);
    expect((await t.app.inject(await t.deps.storage.signedPutUrl(key, 'image/png'))).statusCode).toBe(403);
    // Expired one second after its time.
    t.clock.advance(61_000);
    const expired = await t.app.inject(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This file link is invalid or has expired.');
  });

  it('makes path traversal impossible', async () => {
    // A real file beside (outside) the uploads root that a traversal would reach.
    const root = t.deps.env.UPLOADS_DIR;
    await t.deps.storage.put('public/x.png', png);
    const attempts = [
      '/files/public/../private/docs/1/secret.png',
      '/files/public/%2e%2e/private/docs/1/secret.png',
      '/files/public/%2E%2E%2Fprivate%2Fdocs%2F1%2Fsecret.png',
      '/files/public/..%2f..%2f..%2fetc%2fpasswd',
      '/files/public/..%5c..%5cetc%5cpasswd',
      '/files/%2fetc%2fpasswd',
      '/files//etc/passwd',
      '/files/public//x.png',
      '/files/public/.hidden',
      '/files/public/x.png%00.txt',
    ];
    for (const url of attempts) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.rawPayload.equals(png), url).toBe(false);
    }
    // The same over a real socket, where no client normalizes the path before the server sees it.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const path of ['/files/public/../private/docs/1/secret.png', '/files/public/../../../../etc/passwd']) {
      const raw = await rawGet(Number(port), path);
      expect(raw, path).toMatch(/^HTTP\/1\.1 404/);
      expect(raw).not.toContain('IHDR');
    }
    // A signed PUT cannot write outside the root either, even with a correctly signed traversal key.
    const evil = '../../escaped.png';
    const put = await t.app.inject({
      method: 'PUT',
      url: await t.deps.storage.signedPutUrl(evil, 'image/png'),
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode).not.toBe(200);
    expect(existsSync(join(root, '..', '..', 'escaped.png'))).toBe(false);
    for (const key of ['..', 'a/../b', '/abs', 'a\\b', 'a//b', '.env', 'a/.git/config', 'ok/file.png'])
      expect(isSafeKey(key), key).toBe(key === 'ok/file.png');
  });

  it('stores the raw body of a signed PUT whose type matches, then serves it', async () => {
    const key = 'uploads/videos/7/clip.mp4';
    const res = await t.app.inject({
      method: 'PUT',
      url: await t.deps.storage.signedPutUrl(key, 'video/mp4'),
      headers: { 'content-type': 'video/mp4' },
      payload: mp4(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, key });
    const got = await t.app.inject(t.deps.storage.url(key));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('video/mp4');
    expect(got.rawPayload.equals(mp4())).toBe(true);
  });

  it('refuses a PUT without a valid signature, with a mismatched type, or with bytes of another kind', async () => {
    const key = 'uploads/videos/7/other.mp4';
    const url = await t.deps.storage.signedPutUrl(key, 'video/mp4', 30);
    const send = (u: string, contentType: string, payload: Buffer) =>
      t.app.inject({ method: 'PUT', url: u, headers: { 'content-type': contentType }, payload });
    expect((await send(`/files/${key}`, 'video/mp4', mp4())).statusCode).toBe(403);
    expect((await send(t.deps.storage.url(key), 'video/mp4', mp4())).statusCode).toBe(403);
    expect((await send(url, 'text/html', mp4())).statusCode).toBe(415);
    expect((await send(url, 'video/mp4', Buffer.from('<html>not a video</html>'))).statusCode).toBe(415);
    t.clock.advance(31_000);
    expect((await send(url, 'video/mp4', mp4())).statusCode).toBe(403);
    expect((await t.app.inject(t.deps.storage.url(key))).statusCode).toBe(404);
  });
});
