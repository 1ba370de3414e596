import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastMail, linkToken } from '../../modules/auth/testing';
import { person } from '../../test/people';
import { createTestApp, type TestContext } from '../../test/setup';
import { createUser, TEST_PASSWORD } from '../../test/users';
import { ACCESS_TTL_SECONDS } from '../tokens';
import { connectClient, listenOnFreePort } from './test-client';

let t: TestContext;
let url: string;
const sockets: Socket[] = [];
const connect = async (auth: Record<string, string>) => {
  const s = await connectClient(url, auth);
  sockets.push(s);
  return s;
};
const disconnected = (s: Socket, ms = 3000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    s.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/v1${path}`, payload, headers });

async function login(email: string) {
  const res = await post('/auth/login', { email, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  const { accessToken, idToken, refreshToken } = res.json().user;
  return { accessToken, idToken, refreshToken };
}

beforeEach(async () => {
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await t.close();
});

/** A socket lives no longer than its session: suspension, logout, password reset and token expiry close it. */
describe('sockets end with their session', () => {
  it('closes a suspended user’s sockets; the reconnect is refused as suspended', async () => {
    const admin = await person(t, 0, { role: 'admin' });
    const user = await createUser(t.deps);
    const tokens = await login(user.email);
    const socket = await connect(tokens);
    const closed = disconnected(socket);

    const res = await post(`/admin/users/${user.id}/suspend`, {}, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connectClient(url, tokens)).rejects.toThrow('suspended');
  });

  it('closes the sockets of a logged-out session only; the reconnect is refused as unauthorized', async () => {
    const user = await createUser(t.deps);
    const phone = await login(user.email);
    const laptop = await login(user.email);
    const phoneSocket = await connect(phone);
    const laptopSocket = await connect(laptop);
    const closed = disconnected(phoneSocket);

    expect((await post('/auth/logout', { refreshToken: phone.refreshToken })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connectClient(url, phone)).rejects.toThrow('unauthorized');
    expect(laptopSocket.connected).toBe(true);
  });

  it('closes every socket of the account on a password reset', async () => {
    const user = await createUser(t.deps);
    const tokens = await login(user.email);
    const socket = await connect(tokens);
    const closed = disconnected(socket);
    await post('/auth/forgot-password', { email: user.email });
    const token = linkToken((await lastMail(t, user.email)).text, '/reset-password');
    expect((await post('/auth/reset-password', { token, password: 'N3w-Passw0rd!' })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('closes a socket when its access token expires; the client must then bring fresh tokens', async () => {
    const user = await createUser(t.deps);
    const tokens = await login(user.email);
    // The token has about 1.5 s left when the socket connects.
    t.clock.advance((ACCESS_TTL_SECONDS - 1.5) * 1000);
    const socket = await connect(tokens);
    const anonymous = await connect({});
    expect(await disconnected(socket, 4000)).toBe('io server disconnect');
    t.clock.advance(2000);
    await expect(connectClient(url, tokens)).rejects.toThrow('unauthorized');
    const refreshed = await post('/auth/refresh-tokens', {
      userId: String(user.id),
      refreshToken: tokens.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    const again = await connect(refreshed.json().tokens);
    expect(again.connected).toBe(true);
    expect(anonymous.connected).toBe(true);
  });
});
