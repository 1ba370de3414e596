import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { ACCESS_TTL_SECONDS, TokenService } from './tokens';

const SECRET = 'a'.repeat(64);
const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
const tokens = new TokenService(SECRET, clock);
const key = new TextEncoder().encode(SECRET);
const nowS = () => Math.floor(clock.now().getTime() / 1000);

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed (HS256) with `secret`. */
function forge(header: object, payload: object, secret = SECRET) {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
const SID = '0b4f6a4e-3c1d-4e8f-9a7b-2c5d6e7f8a9b';
const claims = (over: object = {}) => ({
  typ: 'access',
  sid: SID,
  role: 'user',
  sub: '7',
  iss: 'crowns',
  exp: nowS() + 60,
  ...over,
});

describe('TokenService', () => {
  it('verifies its own access and id tokens, which jose verifies too', async () => {
    const access = await tokens.signAccess(7, 'admin', SID);
    expect(tokens.verifyAccess(access)).toMatchObject({
      sub: '7',
      role: 'admin',
      typ: 'access',
      iss: 'crowns',
      sid: SID,
    });
    const id = await tokens.signId({
      id: 7,
      email: 'a@b.c',
      sc_username: 'abc',
      role: 'user',
      image_url: null,
      isVerified: true,
    });
    expect(tokens.verifyId(id)).toMatchObject({ sub: '7', email: 'a@b.c', typ: 'id' });
    const { payload } = await jwtVerify(access, key, { issuer: 'crowns', currentDate: clock.now() });
    expect(payload.sub).toBe('7');
  });

  it('accepts a token jose signed with the same secret and claims', async () => {
    const token = await new SignJWT({ typ: 'access', role: 'user', sid: SID })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('9')
      .setIssuer('crowns')
      .setExpirationTime(nowS() + 30)
      .sign(key);
    expect(tokens.verifyAccess(token)?.sub).toBe('9');
  });

  it('refuses an access token without a session id (signed before sessions were checked) or with a malformed one', () => {
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims()))).not.toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims({ sid: undefined })))).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims({ sid: 42 })))).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims({ sid: "x' or 1=1" })))).toBeNull();
  });

  it('refuses an id token as an access token and the other way round', async () => {
    const access = await tokens.signAccess(7, 'user', SID);
    expect(tokens.verifyId(access)).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims({ typ: 'id' })))).toBeNull();
  });

  it('refuses a changed payload, a changed or missing signature, another secret', async () => {
    const token = await tokens.signAccess(7, 'user', SID);
    const [head, body, sig] = token.split('.') as [string, string, string];
    const promoted = b64({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), role: 'admin' });
    expect(tokens.verifyAccess(`${head}.${promoted}.${sig}`)).toBeNull();
    expect(tokens.verifyAccess(`${head}.${body}.${sig.slice(0, -2)}AA`)).toBeNull();
    expect(tokens.verifyAccess(`${head}.${body}.`)).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims(), 'b'.repeat(64)))).toBeNull();
  });

  it("refuses other algorithms (none included), 'crit' headers and malformed tokens", () => {
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims())}.`;
    expect(tokens.verifyAccess(unsigned)).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS512' }, claims()))).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256', crit: ['b64'], b64: false }, claims()))).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', '...', 'x.y.z', `${b64({ alg: 'HS256' })}.bm90IGpzb24.sig`])
      expect(tokens.verifyAccess(bad)).toBeNull();
  });

  it('refuses another issuer, a missing subject, a token past its expiry or before its not-before', async () => {
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims({ iss: 'someone' })))).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims({ sub: undefined })))).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims({ exp: undefined })))).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims({ nbf: nowS() + 10 })))).toBeNull();
    expect(tokens.verifyAccess(forge({ alg: 'HS256' }, claims({ nbf: nowS() })))).not.toBeNull();

    const token = await tokens.signAccess(7, 'user', SID);
    clock.advance((ACCESS_TTL_SECONDS - 1) * 1000);
    expect(tokens.verifyAccess(token)).not.toBeNull();
    clock.advance(1000);
    expect(tokens.verifyAccess(token)).toBeNull();
  });
});
