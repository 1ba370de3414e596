import type { StreamPlatform } from '@crowns/contracts';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { applyStreamChange } from '../../modules/streams/stream-provider';
import { follows, users } from '../schema';

/** Who follows whom in the demo (usernames). */
export const DEMO_FOLLOWS: [follower: string, following: string][] = [
  ['demo_viewer', 'kai_streams'],
  ['demo_viewer', 'luna_live'],
  ['demo_viewer', 'rexplays'],
  ['kai_streams', 'luna_live'],
  ['luna_live', 'kai_streams'],
  ['rexplays', 'kai_streams'],
  ['mira_tv', 'luna_live'],
  ['mira_tv', 'kai_streams'],
];

/** The demo streamers the simulated provider reports live. */
export const DEMO_LIVE: {
  username: string;
  platform: StreamPlatform;
  title: string;
  category: string;
  viewerCount: number;
}[] = [
  {
    username: 'kai_streams',
    platform: 'twitch',
    title: 'Any% attempts — bounties open!',
    category: 'Super Mario 64',
    viewerCount: 1342,
  },
  {
    username: 'luna_live',
    platform: 'kick',
    title: 'Cozy farm day, bring your bounties',
    category: 'Stardew Valley',
    viewerCount: 486,
  },
];

/** Demo follows and live streams, in one transaction; run only right after the demo users were created. */
export async function seedDemoSocial(deps: AppDeps) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const names = [...new Set([...DEMO_FOLLOWS.flat(), ...DEMO_LIVE.map((l) => l.username)])];
    const rows = await tx
      .select({ id: users.id, name: users.scUsername })
      .from(users)
      .where(inArray(users.scUsername, names));
    const id = new Map(rows.map((r) => [r.name, r.id]));
    const pairs = DEMO_FOLLOWS.flatMap(([a, b]) =>
      id.has(a) && id.has(b) ? [{ followerId: id.get(a)!, followingId: id.get(b)!, createdAt: now }] : [],
    );
    if (pairs.length > 0) await tx.insert(follows).values(pairs).onConflictDoNothing();
    for (const live of DEMO_LIVE) {
      const userId = id.get(live.username);
      if (!userId) continue;
      await applyStreamChange(
        tx,
        {
          userId,
          platform: live.platform,
          isLive: true,
          title: live.title,
          category: live.category,
          viewerCount: live.viewerCount,
          displayName: live.username,
        },
        now,
      );
    }
  });
}
