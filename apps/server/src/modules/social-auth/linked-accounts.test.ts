import { SOCIAL_AUTH_MSG } from '@crowns/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedAccounts, sandboxOauthGrants, streams, users } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { tokenVault } from '../../platform/token-vault';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, TEST_PASSWORD } from '../../test/users';
import { linkStream, sandboxCallback, socialLogin } from './testing';

let t: TestContext;
let db: TestContext['deps']['database']['db'];
beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.database.db;
});
afterAll(() => t.close());

async function person(opts: { password?: boolean } = {}) {
  const user = await createUser(t.deps);
  if (opts.password === false) await db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
  return { user, headers: await authHeaders(t.deps, user) };
}

async function link(who: Awaited<ReturnType<typeof person>>, platform: string, identity: string | { handle: string }) {
  const { body } = await sandboxCallback(t, platform as never, identity, { intent: 'link', headers: who.headers });
  return linkStream(t, who.headers, { ...body, platform });
}

const linksOf = (userId: number) => db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId));

describe('linking from settings', () => {
  it('links Kick: the channel becomes the streamer channel; listed with its handle', async () => {
    const me = await person();
    const res = await link(me, 'kick', { handle: 'my_kick_channel' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SOCIAL_AUTH_MSG.linked('Kick'),
      account: { provider: 'kick', handle: 'my_kick_channel', signIn: true },
    });
    const [user] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(user!.isStreamer).toBe(true);
    const [row] = await db
      .select()
      .from(streams)
      .where(and(eq(streams.userId, me.user.id), eq(streams.platform, 'kick')));
    expect(row!.displayName).toBe('my_kick_channel');
    const list = await t.app.inject({ url: '/v1/users/linked-accounts', headers: me.headers });
    expect(list.json()).toMatchObject({
      status: 200,
      hasPassword: true,
      data: [{ provider: 'kick', handle: 'my_kick_channel', signIn: true }],
    });
    expect(list.json().available).toEqual(
      expect.arrayContaining(['twitch', 'kick', 'youtube', 'tiktok', 'google', 'discord']),
    );
  });

  it('refuses an identity linked to another account, and a second identity of the same provider', async () => {
    const first = await person();
    const second = await person();
    expect((await link(first, 'twitch', { handle: 'shared_tw' })).statusCode).toBe(200);
    const elsewhere = await link(second, 'twitch', { handle: 'shared_tw' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(SOCIAL_AUTH_MSG.linkedElsewhere('Twitch'));
    expect(await linksOf(second.user.id)).toEqual([]);
    const another = await link(first, 'twitch', { handle: 'other_tw' });
    expect(another.statusCode).toBe(409);
    expect(another.json().message).toBe(SOCIAL_AUTH_MSG.alreadyLinked('Twitch'));
    expect((await linksOf(first.user.id)).map((l) => l.handle)).toEqual(['shared_tw']);
  });

  it("a link's state belongs to the account that started it", async () => {
    const starter = await person();
    const thief = await person();
    const { body } = await sandboxCallback(
      t,
      'discord',
      { handle: 'stolen' },
      { intent: 'link', headers: starter.headers },
    );
    const res = await linkStream(t, thief.headers, { ...body, platform: 'discord' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SOCIAL_AUTH_MSG.stateInvalid);
    // A login state is not a link state either.
    const login = await sandboxCallback(t, 'discord', { handle: 'stolen2' });
    expect((await linkStream(t, starter.headers, { ...login.body, platform: 'discord' })).json().message).toBe(
      SOCIAL_AUTH_MSG.stateInvalid,
    );
  });

  it('a linked sign-in provider then signs the account in', async () => {
    const me = await person();
    await link(me, 'google', { handle: 'linked_google' });
    const { body } = await sandboxCallback(t, 'google', { handle: 'linked_google' });
    const res = await socialLogin(t, 'google', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.user.id).toBe(String(me.user.id));
  });
});

describe('unlinking', () => {
  it('refuses to remove the only way in of an account without a password; YouTube does not count', async () => {
    const me = await person({ password: false });
    await link(me, 'twitch', { handle: 'only_way_in' });
    await link(me, 'youtube', 'sandbox_streamer');
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/users/linked-accounts/twitch', headers: me.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SOCIAL_AUTH_MSG.lastSignInMethod);
    expect((await linksOf(me.user.id)).map((l) => l.provider).sort()).toEqual(['twitch', 'youtube']);
    // With a second sign-in provider it goes, and its tokens are revoked at the provider.
    await link(me, 'discord', { handle: 'second_way' });
    const ok = await t.app.inject({ method: 'DELETE', url: '/v1/users/linked-accounts/twitch', headers: me.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(SOCIAL_AUTH_MSG.unlinked('Twitch'));
    const twitchGrants = await db.select().from(sandboxOauthGrants).where(eq(sandboxOauthGrants.provider, 'twitch'));
    const mine = twitchGrants.filter((g) => (g.identity as { handle: string }).handle === 'only_way_in');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((g) => g.revokedAt !== null)).toBe(true);
    expect((await linksOf(me.user.id)).map((l) => l.provider).sort()).toEqual(['discord', 'youtube']);
    const none = await t.app.inject({ method: 'DELETE', url: '/v1/users/linked-accounts/kick', headers: me.headers });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(SOCIAL_AUTH_MSG.notLinked('Kick'));
  });

  it('an account with a password may unlink its last provider', async () => {
    const me = await person();
    await link(me, 'kick', { handle: 'pw_kick' });
    const ok = await t.app.inject({ method: 'DELETE', url: '/v1/users/linked-accounts/kick', headers: me.headers });
    expect(ok.statusCode).toBe(200);
    expect(await linksOf(me.user.id)).toEqual([]);
  });

  it('deleting the account deletes its links and revokes their tokens', async () => {
    const me = await person();
    await link(me, 'tiktok', { handle: 'gone_tiktok' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/account/delete',
      headers: me.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await linksOf(me.user.id)).toEqual([]);
    const grants = await db.select().from(sandboxOauthGrants).where(eq(sandboxOauthGrants.provider, 'tiktok'));
    const mine = grants.filter((g) => (g.identity as { handle: string }).handle === 'gone_tiktok');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((g) => g.revokedAt !== null)).toBe(true);
  });
});

describe('validate-upload-tokens with linked YouTube and TikTok', () => {
  const check = (headers: Record<string, string>, platform: string) =>
    t.app.inject({ method: 'POST', url: '/v1/utils/validate-upload-tokens', headers, payload: { platform } });

  it('missing link: the spec message; linked: valid; refreshed before expiry; a refused refresh: link again', async () => {
    const me = await person();
    expect((await check(me.headers, 'youtube')).json()).toEqual({
      status: 200,
      isValid: false,
      message: 'Please link youtube account to upload videos.',
    });
    expect((await check(me.headers, 'tiktok')).json().message).toBe('Please link tiktok account to upload videos.');

    expect((await link(me, 'youtube', { handle: 'uploader_yt' })).statusCode).toBe(200);
    expect((await check(me.headers, 'youtube')).json()).toMatchObject({
      isValid: true,
      message: SOCIAL_AUTH_MSG.uploadReady('YouTube'),
    });

    // Within 5 minutes of expiry (the sandbox's access tokens live an hour): refreshed, the new token stored sealed.
    const [before] = await linksOf(me.user.id);
    t.clock.advance(56 * 60_000);
    // (A new session: access tokens live 15 minutes.)
    me.headers = await authHeaders(t.deps, me.user);
    expect((await check(me.headers, 'youtube')).json().isValid).toBe(true);
    const [after] = await linksOf(me.user.id);
    expect(after!.accessTokenEnc).not.toBe(before!.accessTokenEnc);
    expect(after!.accessExpiresAt!.getTime()).toBeGreaterThan(t.clock.now().getTime() + 50 * 60_000);
    const vault = tokenVault(t.deps.env, t.deps.secret);
    const [grant] = await db
      .select()
      .from(sandboxOauthGrants)
      .where(eq(sandboxOauthGrants.accessTokenHash, sha256(vault.decrypt(after!.accessTokenEnc!))));
    expect(grant).toBeDefined();

    // The provider revokes the grant: the next refresh is refused and the link must be made again.
    await db.update(sandboxOauthGrants).set({ revokedAt: t.clock.now() }).where(eq(sandboxOauthGrants.id, grant!.id));
    t.clock.advance(58 * 60_000);
    me.headers = await authHeaders(t.deps, me.user);
    expect((await check(me.headers, 'youtube')).json()).toEqual({
      status: 200,
      isValid: false,
      message: SOCIAL_AUTH_MSG.uploadTokenExpired('YouTube'),
    });
    expect(await linksOf(me.user.id)).toHaveLength(1);
  });
});
