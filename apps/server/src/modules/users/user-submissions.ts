import {
  type SUBMISSION_SORTS,
  type SUBMISSION_STATES,
  type UserSubmission,
  usableImageUrl,
  youtubeId,
} from '@crowns/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { bounties, bountyClaims, users } from '../../db/schema';
import type { Storage } from '../../platform/storage';
import { posterKeyOf } from '../uploads/poster';

type Sort = (typeof SUBMISSION_SORTS)[number];
type State = (typeof SUBMISSION_STATES)[number];

const STATUSES: Record<State, ('completed' | 'submitted' | 'failed')[]> = {
  completed: ['completed'],
  submitted: ['submitted'],
  failed: ['failed'],
  all: ['completed', 'submitted', 'failed'],
};

/** Highest Rated has no rating of its own: it ranks by views like Most Viewed (spec 02 §2 sort list). */
const ORDER: Record<Sort, SQL[]> = {
  views: [desc(bountyClaims.views), desc(bountyClaims.submittedAt), desc(bountyClaims.id)],
  rating: [desc(bountyClaims.views), desc(bountyClaims.submittedAt), desc(bountyClaims.id)],
  createdAt: [desc(bountyClaims.submittedAt), desc(bountyClaims.id)],
  '-createdAt': [asc(bountyClaims.submittedAt), asc(bountyClaims.id)],
};

const creator = alias(users, 'creator');

/** A YouTube still for YouTube links; other hosts have no still we can name without calling them. */
const thumbnailOf = (link: string) => {
  const id = youtubeId(link);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
};

/**
 * GET /users/submissions: a user's submitted bounty videos (approved ones unless `status` says otherwise; the
 * route allows other states only to the user themself). Hosted videos get a playable URL from the storage port.
 */
export async function listUserSubmissions(
  tx: DbOrTx,
  storage: Storage,
  q: { userId: number; page: number; limit: number; sortBy: Sort; status: State },
) {
  const where = and(
    eq(bountyClaims.userId, q.userId),
    inArray(bountyClaims.status, STATUSES[q.status]),
    isNotNull(bountyClaims.submittedAt),
    isNull(bounties.deletedAt),
  );
  const [rows, [counted]] = await readAll(
    tx,
    () =>
      tx
        .select({ c: bountyClaims, b: bounties, creatorName: creator.scUsername, creatorImage: creator.imageUrl })
        .from(bountyClaims)
        .innerJoin(bounties, eq(bounties.id, bountyClaims.bountyId))
        .innerJoin(creator, eq(creator.id, bounties.creatorId))
        .where(where)
        .orderBy(...ORDER[q.sortBy])
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
    () =>
      tx
        .select({ n: count() })
        .from(bountyClaims)
        .innerJoin(bounties, eq(bounties.id, bountyClaims.bountyId))
        .where(where),
  );
  const data: UserSubmission[] = rows.flatMap(({ c, b, creatorName, creatorImage }) => {
    const link = c.fileKey ? storage.url(c.fileKey) : c.submitLink;
    if (!link) return [];
    return [
      {
        id: c.id,
        model_id: b.id,
        submit_link: link,
        thumbnail_url: c.fileKey ? storage.url(posterKeyOf(c.fileKey)) : thumbnailOf(link),
        hosted: c.fileKey !== null,
        platform: c.platform,
        title: c.title,
        description: c.description,
        status: c.status,
        count: c.views,
        views: c.views,
        createdAt: (c.submittedAt ?? c.createdAt).toISOString(),
        bounty: {
          id: b.id,
          title: b.title,
          image_url: usableImageUrl(b.imageUrl),
          amount_cc: b.amount,
          creator: { id: b.creatorId, sc_username: creatorName, image_url: usableImageUrl(creatorImage) },
        },
      },
    ];
  });
  const totalRecords = Number(counted?.n ?? 0);
  return { data, currentPage: q.page, totalPages: Math.ceil(totalRecords / q.limit), totalRecords };
}
