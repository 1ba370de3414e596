import { challengeSlug, type ProfileActivityItem, usableImageUrl } from '@crowns/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import { rowsOf } from '../../db/rows';
import { bounties, challenges } from '../../db/schema';
import { getConfig } from '../config/config.service';
import type { UserRow } from '../people/people.repo';

type ActivityRow = {
  kind: 'bounty' | 'challenge';
  id: string | number;
  action: string;
  message: string | null;
  amount: string | number | null;
  created_at: Date | string;
  ref_id: string | number;
};

/**
 * The page of a user's activity rows, newest first across bounty_activity and challenge_activity: each side
 * reads at most offset + limit rows on its (user_id, created_at) index, then the merged rows are cut.
 */
const pageRows = (tx: DbOrTx, userId: number, limit: number, offset: number) =>
  rowsOf<ActivityRow>(
    tx,
    sql`
    select * from (
      (select 'bounty' as kind, a.id, a.activity_type as action, a.message, a.amount, a.created_at,
              a.bounty_id as ref_id
         from bounty_activity a join bounties b on b.id = a.bounty_id and b.deleted_at is null
        where a.user_id = ${userId}
        order by a.created_at desc, a.id desc limit ${offset + limit})
      union all
      (select 'challenge' as kind, c.id, c.action, null as message, c.amount, c.created_at,
              c.challenge_id as ref_id
         from challenge_activity c
        where c.user_id = ${userId}
        order by c.created_at desc, c.id desc limit ${offset + limit})
    ) merged
    order by created_at desc, kind, id desc
    limit ${limit} offset ${offset}`,
  );

const total = async (tx: DbOrTx, userId: number) => {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`
    select (select count(*) from bounty_activity a join bounties b on b.id = a.bounty_id and b.deleted_at is null
             where a.user_id = ${userId})
         + (select count(*) from challenge_activity c where c.user_id = ${userId}) as n`,
  );
  return Number(row?.n ?? 0);
};

const idsOf = (rows: ActivityRow[], kind: ActivityRow['kind']) => [
  ...new Set(rows.filter((r) => r.kind === kind).map((r) => Number(r.ref_id))),
];

/** GET /users/activity: a user's public bounty and challenge activity (spec 01 §3 Activity item), newest first. */
export async function listUserActivity(tx: DbOrTx, user: UserRow, q: { page: number; limit: number }) {
  const [rows, totalRecords, { cc_per_usd }] = await readAll(
    tx,
    () => pageRows(tx, user.id, q.limit, (q.page - 1) * q.limit),
    () => total(tx, user.id),
    () => getConfig(tx, ['cc_per_usd']),
  );
  const bountyIds = idsOf(rows, 'bounty');
  const challengeIds = idsOf(rows, 'challenge');
  const [bountyRows, challengeRows] = await readAll(
    tx,
    () =>
      bountyIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: bounties.id, title: bounties.title, image_url: bounties.imageUrl, status: bounties.status })
            .from(bounties)
            .where(inArray(bounties.id, bountyIds)),
    () =>
      challengeIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: challenges.id, title: challenges.title, image_url: challenges.imageUrl })
            .from(challenges)
            .where(inArray(challenges.id, challengeIds)),
  );
  const bountyOf = new Map(bountyRows.map((b) => [b.id, { ...b, image_url: usableImageUrl(b.image_url) }]));
  const challengeOf = new Map(
    challengeRows.map((c) => [c.id, { ...c, slug: challengeSlug(c.title), image_url: usableImageUrl(c.image_url) }]),
  );
  const rate = cc_per_usd > 0 ? cc_per_usd : 1;
  const person = { id: user.id, sc_username: user.scUsername, image_url: usableImageUrl(user.imageUrl) };
  const data: ProfileActivityItem[] = rows.map((r) => {
    const amountCc = r.amount === null ? null : Number(r.amount);
    return {
      id: `${r.kind}-${r.id}`,
      kind: r.kind,
      model_action: r.action,
      message: r.message,
      user: person,
      bounty: r.kind === 'bounty' ? (bountyOf.get(Number(r.ref_id)) ?? null) : null,
      challenge: r.kind === 'challenge' ? (challengeOf.get(Number(r.ref_id)) ?? null) : null,
      amount: amountCc === null ? null : Math.round((amountCc / rate) * 100) / 100,
      amount_cc: amountCc,
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
  return { data, currentPage: q.page, totalPages: Math.ceil(totalRecords / q.limit), totalRecords };
}
