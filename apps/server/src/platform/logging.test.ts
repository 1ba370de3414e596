import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/setup';
import { isQuietRequest, loggerOptions, prettyLogs } from './logging';

describe('logger options', () => {
  it('prints pretty lines only in development, and only when pino-pretty is installed; JSON otherwise', () => {
    expect(prettyLogs({ NODE_ENV: 'development' }, () => true)).toBe(true);
    expect(prettyLogs({ NODE_ENV: 'development' }, () => false)).toBe(false);
    expect(prettyLogs({ NODE_ENV: 'production' }, () => true)).toBe(false);
    expect(prettyLogs({ NODE_ENV: 'test' }, () => true)).toBe(false);
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, true).transport).toMatchObject({
      target: 'pino-pretty',
    });
    expect(loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }).transport).toBeUndefined();
  });

  it.each([
    ['GET', '/healthz', true],
    ['GET', '/readyz', true],
    ['GET', '/metrics', true],
    ['GET', '/assets/index-D_8RuTqU.js', true],
    ['HEAD', '/favicon.svg', true],
    ['GET', '/files/avatars/7.jpg?sig=abc', true],
    ['GET', '/wallet', false],
    ['GET', '/v1/bounty?page=1', false],
    ['POST', '/v1/auth/login', false],
    ['POST', '/files/upload.png', false],
  ])('%s %s is quiet: %s', (method, url, quiet) => expect(isQuietRequest(method, url)).toBe(quiet));
});

describe('request log lines', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestContext;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => t.close());

  const requestLines = () => lines.filter((l) => typeof l.msg === 'string' && /^(GET|POST|HEAD) /.test(l.msg));

  it('writes one short JSON line per request, none for health probes or static files', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/healthz' });
    await t.app.inject({ url: '/assets/missing-abc.js' });
    await t.app.inject({ url: '/v1/config/keys-that-do-not-exist' });
    await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'x', password: '' } });
    const logged = requestLines();
    expect(logged.map((l) => l.msg)).toEqual([
      expect.stringMatching(/^GET \/v1\/config\/keys-that-do-not-exist 404 \d+ms$/),
      expect.stringMatching(/^POST \/v1\/auth\/login 400 \d+ms$/),
    ]);
    expect(logged[1]).toMatchObject({ req: { method: 'POST', url: '/v1/auth/login' }, res: { statusCode: 400 } });
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });
});
