import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from './security-headers';

const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } } };

describe('security headers', () => {
  it("are helmet's, worked out once: CSP from the options, nosniff, frame and HSTS defaults", async () => {
    const headers = await helmetHeaders(options);
    expect(headers['content-security-policy']).toMatch(/^default-src 'self';.*object-src 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toContain('max-age=');
  });

  it('are on every reply, errors included, and a route may replace one', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, options);
    app.get('/plain', async () => 'ok');
    app.get('/sandboxed', async (_request, reply) => reply.header('content-security-policy', 'sandbox').send('x'));
    const plain = await app.inject('/plain');
    expect(plain.headers['content-security-policy']).toBe((await helmetHeaders(options))['content-security-policy']);
    expect((await app.inject('/missing')).headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject('/sandboxed')).headers['content-security-policy']).toBe('sandbox');
    await app.close();
  });
});
