import { type NotificationRole, ROOMS, RT_EVENTS } from '@crowns/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bountyAntes } from '../../db/schema';
import { recordEvent } from '../../platform/events/outbox';
import { notify } from '../notifications/notifications.service';
import type { BountyRow } from './bounties.repo';
import * as repo from './bounties.repo';
import { listActivity } from './bounty-activity';

/** Building blocks of bounty-events.ts. */
export const publicEvent = (tx: DbOrTx, name: string, payload: unknown) =>
  recordEvent(tx, { name, rooms: [ROOMS.public], payload });

export type Ctx = { tx: DbOrTx; b: BountyRow; now: Date };

export async function names(tx: DbOrTx, ids: (number | null | undefined)[]) {
  const refs = await repo.userRefs(tx, [...new Set(ids.filter((i): i is number => !!i))]);
  return new Map(refs.map((r) => [r.id, r]));
}

/** Notifies each user once (first role wins), never the actor of the change. */
export async function notifyAll(
  { tx, b, now }: Ctx,
  status: string,
  who: {
    userId: number;
    role: NotificationRole;
    type: Parameters<typeof notify>[1]['type'];
    title: string;
    message: string;
    flag?: string;
  }[],
  actorId: number | null,
  targetUserId: number | null = b.targetUserId,
) {
  const people = await names(tx, [actorId, targetUserId]);
  const seen = new Set<string>();
  for (const w of who) {
    const key = `${w.userId}:${w.type}`;
    if (w.userId === actorId || seen.has(key)) continue;
    seen.add(key);
    await notify(
      tx,
      {
        userId: w.userId,
        type: w.type,
        title: w.title,
        message: w.message,
        parentId: b.id,
        data: {
          user: actorId ? (people.get(actorId) ?? null) : null,
          target_user: targetUserId ? (people.get(targetUserId) ?? null) : null,
          bounty: { id: b.id, title: b.title, image_url: b.imageUrl, status },
          role: w.role,
          flag: w.flag ?? null,
        },
      },
      now,
    );
  }
}

/** The newest activity item of the bounty to its feed, the actor's and the targeted streamer's. */
export async function activity({ tx, b }: Ctx) {
  const { data } = await listActivity(tx, { bountyId: b.id, page: 1, limit: 1 });
  const item = data[0];
  if (!item) return;
  await publicEvent(tx, RT_EVENTS.bountyActivity, item);
  const users = [...new Set([item.user_id, b.targetUserId].filter((i): i is number => !!i))];
  if (users.length > 0)
    await recordEvent(tx, { name: RT_EVENTS.publicUserData, rooms: users.map(ROOMS.publicUser), payload: item });
}

export const contributorsOf = async (tx: DbOrTx, bountyId: number) =>
  (
    await tx.selectDistinct({ userId: bountyAntes.userId }).from(bountyAntes).where(eq(bountyAntes.bountyId, bountyId))
  ).map((r) => r.userId);

export const who = (name: string | undefined) => (name ? `@${name}` : 'Someone');
