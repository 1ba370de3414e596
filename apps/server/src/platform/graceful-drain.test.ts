import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/setup';

let t: TestContext | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** Sends `first`, then (once the server has started closing) `rest`, on one keep-alive connection; answers the raw replies. */
function oneConnection(port: number, first: string, rest: string, whileOpen: () => Promise<void>) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (d) => {
      raw += d.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(raw));
    socket.write(first, () => {
      void whileOpen().then(() => socket.write(rest));
    });
  });
}

describe('graceful drain (SIGTERM closes the app)', () => {
  it('serves a request that was arriving when close() started (a 503 would reach the balancer’s client)', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const body = JSON.stringify({ email: 'drain@example.com' });
    let closed: Promise<void> | null = null;
    const raw = await oneConnection(
      port,
      // Half of the headers are sent when close() starts: the request is on its way.
      'POST /v1/auth/forgot-password HTTP/1.1\r\nHost: x\r\n',
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      async () => {
        closed = t!.app.close();
        await new Promise((r) => setTimeout(r, 50));
      },
    );
    const statuses = [...raw.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
    expect(statuses).toEqual([200]);
    // …and tells the balancer not to reuse the connection.
    expect(raw).toMatch(/^connection: close\r$/im);
    await closed;
    expect(t.app.server.listening).toBe(false);
  });

  it('after startDrain every answer closes its connection (the balancer stops reusing it)', async () => {
    t = await createTestApp();
    expect((await t.app.inject('/healthz')).headers.connection).not.toBe('close');
    t.app.startDrain();
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
  });
});
