import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_CATEGORY_KEYS, MSG, SETTINGS_LIMITS, SETTINGS_MSG } from '@crowns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders, createUser, reloadUser, type TestUser } from '../../test/users';

const allOn = Object.fromEntries(EMAIL_CATEGORY_KEYS.map((k) => [k, true]));

describe('settings: profile fields, images and notification settings', () => {
  let t: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.deps, { username: 'alice_set', email: 'alice.set@example.com' });
    bob = await createUser(t.deps, { username: 'bob_set', email: 'bob.set@example.com' });
  });
  afterAll(() => t.close());

  const patchUser = async (as: TestUser, payload: object, id = as.id) =>
    t.app.inject({ method: 'PATCH', url: `/v1/users/${id}`, headers: await authHeaders(t.deps, as), payload });

  describe('PATCH /v1/users/{id}', () => {
    it('updates display name, username, bio and time zone, trimmed, and answers the account', async () => {
      const res = await patchUser(alice, {
        display_name: '  Alice Plays  ',
        sc_username: 'Alice_Renamed',
        bio: '  Speedrunner  ',
        timeZone: 'Europe/Paris',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 200,
        message: MSG.profileUpdated,
        account: {
          id: String(alice.id),
          email: 'alice.set@example.com',
          sc_username: 'Alice_Renamed',
          display_name: 'Alice Plays',
          bio: 'Speedrunner',
          timeZone: 'Europe/Paris',
          birthdate: '1990-01-15',
          pendingEmail: null,
        },
      });
      const row = await reloadUser(t.deps, alice.id);
      expect(row).toMatchObject({ scUsername: 'Alice_Renamed', displayName: 'Alice Plays', timeZone: 'Europe/Paris' });
    });

    it("clears display name and bio with '' or null; changes only the fields sent", async () => {
      const res = await patchUser(alice, { display_name: '', bio: null });
      expect(res.json().account).toMatchObject({ display_name: null, bio: null, sc_username: 'Alice_Renamed' });
    });

    it('never changes role, email or verification through this call', async () => {
      const res = await patchUser(bob, { bio: 'hi', role: 'admin', email: 'x@evil.test', isVerified: false });
      expect(res.statusCode).toBe(200);
      expect(await reloadUser(t.deps, bob.id)).toMatchObject({
        role: 'user',
        email: 'bob.set@example.com',
        isVerified: true,
      });
    });

    it('refuses a username taken by someone else in any case with 409, but accepts a new case of your own', async () => {
      const taken = await patchUser(bob, { sc_username: 'alice_RENAMED' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(MSG.usernameTaken);
      expect((await reloadUser(t.deps, bob.id))!.scUsername).toBe('bob_set');
      const own = await patchUser(alice, { sc_username: 'alice_renamed' });
      expect(own.json().account.sc_username).toBe('alice_renamed');
    });

    it('answers the field messages of spec 01 §5 and the settings limits', async () => {
      const cases: [object, string][] = [
        [{ sc_username: 'abc' }, MSG.usernameLength],
        [{ sc_username: 'a'.repeat(26) }, MSG.usernameLength],
        [{ sc_username: '12345' }, MSG.usernameNumeric],
        [{ sc_username: 'bad-name' }, MSG.usernameCharset],
        [{ sc_username: '' }, MSG.usernameEmpty],
        [{ display_name: 'x'.repeat(SETTINGS_LIMITS.displayNameMax + 1) }, SETTINGS_MSG.displayNameMax],
        [{ bio: 'x'.repeat(SETTINGS_LIMITS.bioMax + 1) }, SETTINGS_MSG.bioMax],
        [{ timeZone: 'Mars/Olympus' }, SETTINGS_MSG.timeZoneInvalid],
      ];
      for (const [payload, message] of cases) {
        const res = await patchUser(bob, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message, JSON.stringify(payload)).toBe(message);
      }
    });

    it("refuses another user's profile with 403 and leaves it unchanged", async () => {
      const res = await patchUser(alice, { bio: 'hacked' }, bob.id);
      expect(res.statusCode).toBe(403);
      expect((await reloadUser(t.deps, bob.id))!.bio).toBe('hi');
    });
  });

  describe('GET /v1/account/username-available', () => {
    const check = async (username: string, as?: TestUser) =>
      (
        await t.app.inject({
          url: `/v1/account/username-available?username=${encodeURIComponent(username)}`,
          headers: as ? await authHeaders(t.deps, as) : {},
        })
      ).json();

    it('says taken (any case, admins too), available, or the spec message of a bad name', async () => {
      const admin = await createUser(t.deps, { role: 'admin', username: 'staff_member' });
      expect(admin.id).toBeGreaterThan(0);
      expect(await check('BOB_SET')).toEqual({ status: 200, available: false, message: MSG.usernameTaken });
      expect(await check('Staff_Member')).toMatchObject({ available: false, message: MSG.usernameTaken });
      expect(await check('free_name_42')).toEqual({
        status: 200,
        available: true,
        message: SETTINGS_MSG.usernameAvailable,
      });
      expect(await check('ab')).toMatchObject({ available: false, message: MSG.usernameLength });
      expect(await check('1234')).toMatchObject({ available: false, message: MSG.usernameNumeric });
      expect(await check('')).toMatchObject({ available: false, message: MSG.usernameEmpty });
    });

    it('answers available for your own name (another case of it)', async () => {
      expect(await check('Bob_Set', bob)).toMatchObject({ available: true });
    });
  });

  describe('POST and DELETE /v1/users/profile/{id}', () => {
    const upload = async (data: Buffer, kind?: string) => {
      const parts = [
        ...(kind ? [{ name: 'kind', value: kind }] : []),
        { name: 'image', filename: 'x.png', contentType: 'image/png', data },
      ];
      const body = multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url: `/v1/users/profile/${bob.id}`,
        payload: body.payload,
        headers: { ...body.headers, ...(await authHeaders(t.deps, bob)) },
      });
    };
    const fileOf = (url: string) => join(t.deps.env.UPLOADS_DIR, url.replace(/^\/files\//, ''));

    it('stores a banner under public/banners/{id}/ with kind=banner and removes the one it replaces', async () => {
      const first = await upload(makePng(1200, 300), 'banner');
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe(SETTINGS_MSG.bannerUpdated);
      const firstUrl: string = first.json().image_url;
      expect(firstUrl).toMatch(new RegExp(`^/files/public/banners/${bob.id}/[0-9a-f]{24}\\.png$`));
      expect(first.json().account.banner_url).toBe(firstUrl);
      expect(first.json().account.image_url).toBeNull();
      expect(existsSync(fileOf(firstUrl))).toBe(true);

      const second = await upload(makePng(1600, 400), 'banner');
      const secondUrl: string = second.json().account.banner_url;
      expect(secondUrl).not.toBe(firstUrl);
      expect(existsSync(fileOf(firstUrl))).toBe(false);
      expect(existsSync(fileOf(secondUrl))).toBe(true);
      expect((await reloadUser(t.deps, bob.id))!.bannerUrl).toBe(secondUrl);
    });

    it('refuses a banner below its minimum size with the spec message', async () => {
      const res = await upload(makePng(800, 200), 'banner');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.imageMin(SETTINGS_LIMITS.bannerMinWidth, SETTINGS_LIMITS.bannerMinHeight));
    });

    it('without kind stores the avatar, and replacing it deletes the old file', async () => {
      const first = await upload(makePng(200, 200));
      expect(first.json().message).toBe(MSG.avatarUpdated);
      const firstUrl: string = first.json().account.image_url;
      expect(firstUrl).toMatch(/^\/files\/public\/avatars\//);
      const second = await upload(makePng(300, 300), 'avatar');
      expect(existsSync(fileOf(firstUrl))).toBe(false);
      expect(second.json().account.image_url).not.toBe(firstUrl);
    });

    it('refuses an unknown kind instead of replacing the avatar', async () => {
      const before = (await reloadUser(t.deps, bob.id))!.imageUrl;
      const res = await upload(makePng(1200, 300), 'baner');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Image kind must be avatar or banner.');
      expect((await reloadUser(t.deps, bob.id))!.imageUrl).toBe(before);
    });

    it('DELETE ?kind=banner removes the banner and its file', async () => {
      const url = (await reloadUser(t.deps, bob.id))!.bannerUrl!;
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/v1/users/profile/${bob.id}?kind=banner`,
        headers: await authHeaders(t.deps, bob),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: SETTINGS_MSG.imageRemoved, account: { banner_url: null } });
      expect(existsSync(fileOf(url))).toBe(false);
      expect((await reloadUser(t.deps, bob.id))!.imageUrl).not.toBeNull();
    });
  });

  describe('GET and PATCH /v1/setting', () => {
    it('creates the defaults on first read, with every email category on, and the account beside it', async () => {
      const fresh = await createUser(t.deps);
      const res = await t.app.inject({ url: '/v1/setting', headers: await authHeaders(t.deps, fresh) });
      expect(res.json()).toMatchObject({
        status: 200,
        setting: { emailNotifications: true, pushNotifications: true, showOnlineStatus: true, emailPrefs: allOn },
        account: { id: String(fresh.id), email: fresh.email, sc_username: fresh.scUsername },
      });
    });

    it('keeps partial changes and merges email preferences category by category', async () => {
      const headers = await authHeaders(t.deps, alice);
      const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/v1/setting', headers, payload });
      const first = await patch({ pushNotifications: false, emailPrefs: { comments: false } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        status: 200,
        message: MSG.settingsUpdated,
        setting: { pushNotifications: false, emailNotifications: true, emailPrefs: { ...allOn, comments: false } },
      });
      await patch({ showOnlineStatus: false, emailPrefs: { followers: false } });
      const again = (await t.app.inject({ url: '/v1/setting', headers })).json().setting;
      expect(again).toEqual({
        emailNotifications: true,
        pushNotifications: false,
        showOnlineStatus: false,
        emailPrefs: { ...allOn, comments: false, followers: false },
      });
      const other = await t.app.inject({ url: '/v1/setting', headers: await authHeaders(t.deps, bob) });
      expect(other.json().setting).toMatchObject({ pushNotifications: true, emailPrefs: allOn });
    });

    it('refuses non-boolean values and answers 401 without a session', async () => {
      const headers = await authHeaders(t.deps, alice);
      for (const payload of [{ emailNotifications: 'nope' }, { emailPrefs: { comments: 'off' } }]) {
        const bad = await t.app.inject({ method: 'PATCH', url: '/v1/setting', headers, payload });
        expect(bad.statusCode).toBe(400);
      }
      expect((await t.app.inject({ url: '/v1/setting' })).statusCode).toBe(401);
    });
  });
});
