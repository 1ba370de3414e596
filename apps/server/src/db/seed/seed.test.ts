import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { verifyPassword } from '../../platform/passwords';
import { createTestApp, type TestContext } from '../../test/setup';
import { authHeaders } from '../../test/users';
import { DEMO_USERS } from './demo-users';
import { runSeed } from './index';

const userCount = async (t: TestContext) => (await t.deps.database.db.select({ n: count() }).from(users))[0]!.n;

describe('runSeed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('creates verified demo users with working passwords and returns their logins', async () => {
    const result = await runSeed(t.deps);
    expect(result.logins).toEqual(
      expect.arrayContaining([
        { role: 'Viewer', email: 'demo@crowns.gg', password: 'Demo1234!' },
        { role: 'Admin', email: 'admin@crowns.gg', password: 'Admin1234!' },
        { role: 'Read-only admin', email: 'readonly@crowns.gg', password: 'Readonly1234!' },
      ]),
    );
    expect(await userCount(t)).toBe(DEMO_USERS.length);
    const rows = await t.deps.database.db.select().from(users);
    expect(rows.every((r) => r.isVerified)).toBe(true);
    const byName = Object.fromEntries(rows.map((r) => [r.scUsername, r]));
    for (const name of ['kai_streams', 'luna_live', 'rexplays', 'mira_tv']) expect(byName[name]?.isStreamer).toBe(true);
    expect(byName.demo_viewer?.isStreamer).toBe(false);
    expect(byName.crowns_admin?.role).toBe('admin');
    expect(byName.crowns_readonly?.role).toBe('read_only_admin');
    expect(await verifyPassword(byName.demo_viewer!.passwordHash, 'Demo1234!')).toBe(true);
    expect(await verifyPassword(byName.crowns_admin!.passwordHash, 'Admin1234!')).toBe(true);

    // A seeded streamer is a usable account with a public profile.
    const profile = await t.app.inject('/v1/users/profile/@kai_streams');
    expect(profile.json().user).toMatchObject({ sc_username: 'kai_streams', is_streamer: true, image_url: null });
    const me = await t.app.inject({ url: '/v1/users/me', headers: await authHeaders(t.deps, byName.demo_viewer!) });
    expect(me.json().user.email).toBe('demo@crowns.gg');
  });

  it('is idempotent: a second and third run create no duplicates and change nothing', async () => {
    const { db } = t.deps.database;
    await db.update(users).set({ bio: 'changed by the user' }).where(eq(users.scUsername, 'demo_viewer'));
    const again = await runSeed(t.deps);
    await runSeed(t.deps);
    expect(await userCount(t)).toBe(DEMO_USERS.length);
    expect(again.logins).toHaveLength(DEMO_USERS.length);
    const [viewer] = await db.select().from(users).where(eq(users.scUsername, 'demo_viewer'));
    expect(viewer!.bio).toBe('changed by the user');
  });
});

describe('runSeed without demo data', () => {
  it('seeds no users when SEED_DEMO is off, nor on a database that already has users', async () => {
    const off = await createTestApp();
    expect((await runSeed(off.deps)).logins).toEqual([]);
    expect(await userCount(off)).toBe(0);
    await off.close();

    const used = await createTestApp({}, { SEED_DEMO: 'true' });
    await used.deps.database.db
      .insert(users)
      .values({ email: 'real@example.com', scUsername: 'real_user', passwordHash: 'x', birthdate: '1990-01-01' });
    expect((await runSeed(used.deps)).logins).toEqual([]);
    expect(await userCount(used)).toBe(1);
    await used.close();
  });
});
