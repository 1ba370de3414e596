import { and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bounties } from '../../db/schema';
import type { BountyRow, ClaimRow } from './bounties.repo';

/** A claim as the bounty views read it (spec 02 §3 Claim). */
export type ViewClaim = Pick<
  ClaimRow,
  'id' | 'bountyId' | 'userId' | 'status' | 'modifiedEndTime' | 'submitLink' | 'platform' | 'title' | 'submittedAt'
>;
export type ViewPerson = { id: number; sc_username: string; image_url: string | null };
/** What the views of some bounties need besides their rows. */
export type ViewRelations = {
  claims: ViewClaim[];
  requirements: { id: number; bountyId: number; title: string }[];
  people: ViewPerson[];
  /** The targets among the bounties' target users who are live now. */
  liveTargets: number[];
  config: Record<string, unknown>;
};
type JsonClaim = Omit<ViewClaim, 'modifiedEndTime' | 'submittedAt'> & {
  modifiedEndTime: string;
  submittedAt: string | null;
};
type JsonRelations = Omit<ViewRelations, 'claims'> & { claims: JsonClaim[] };
type JsonRowRelations = Omit<JsonRelations, 'liveTargets'> & { targetLive: boolean };

// JSON sub-selects for the bounties whose id matches `match` (`= any($ids)`, or `= bounties.id` inside a select).
const claimsJson = (match: SQL) =>
  sql<JsonClaim[]>`(select coalesce(json_agg(json_build_object('id', c.id, 'bountyId', c.bounty_id,
      'userId', c.user_id, 'status', c.status, 'modifiedEndTime', c.modified_end_time, 'submitLink', c.submit_link,
      'platform', c.platform, 'title', c.title, 'submittedAt', c.submitted_at) order by c.id), '[]')
    from bounty_claims c where c.bounty_id ${match})`;
const requirementsJson = (match: SQL) =>
  sql<ViewRelations['requirements']>`(select coalesce(json_agg(json_build_object('id', r.id,
      'bountyId', r.bounty_id, 'title', r.title) order by r.bounty_id, r.position), '[]')
    from bounty_requirements r where r.bounty_id ${match})`;
/** `personIds` (creators, targets) plus every claimer of the matching bounties. */
const peopleJson = (personIds: SQL, match: SQL) =>
  sql<ViewPerson[]>`(select coalesce(json_agg(json_build_object('id', u.id, 'sc_username', u.sc_username,
      'image_url', u.image_url)), '[]')
    from users u
    where u.id = any(${personIds} || array(select c.user_id from bounty_claims c where c.bounty_id ${match})))`;
/**
 * Whether the target is live; untargeted rows skip the lookup (CASE evaluates lazily). Nested SQL keeps the column
 * qualified inside a select list.
 */
const targetLive = (target: SQL) =>
  sql<boolean>`case when ${target} is null then false
    else coalesce((select s.is_live from stream_status s where s.user_id = ${target}), false) end`;
const configJson = (keys: readonly string[]) =>
  sql<Record<string, unknown>>`(select coalesce(json_object_agg(key, value), '{}') from config
    where key = any(${sql.param([...keys])}::text[]))`;

const withDates = (claims: JsonClaim[]): ViewClaim[] =>
  claims.map((c) => ({
    ...c,
    modifiedEndTime: new Date(c.modifiedEndTime),
    submittedAt: c.submittedAt === null ? null : new Date(c.submittedAt),
  }));

/**
 * The relations of already-read bounty rows in one round trip: claims (by id), requirements (by position), the
 * people involved (`personIds` plus every claimer) and the stored config values of `configKeys` (decision 008).
 */
export async function viewRelations(
  tx: DbOrTx,
  bountyIds: number[],
  personIds: number[],
  targetIds: number[],
  configKeys: readonly string[],
): Promise<ViewRelations> {
  const match = sql`= any(${sql.param(bountyIds)}::bigint[])`;
  const [row] = await rowsOf<JsonRelations>(
    tx,
    sql`select ${claimsJson(match)} as claims, ${requirementsJson(match)} as requirements,
      ${peopleJson(sql`${sql.param(personIds)}::bigint[]`, match)} as people,
      (select coalesce(json_agg(s.user_id), '[]') from stream_status s
        where s.user_id = any(${sql.param(targetIds)}::bigint[]) and s.is_live) as "liveTargets",
      ${configJson(configKeys)} as config`,
  );
  return { ...row!, claims: withDates(row!.claims) };
}

/**
 * A select of bounty rows that carries each row's relations (and the config) in the same statement, so a list
 * page is one round trip; add where / order / limit, then split the result with `splitViewRows`.
 */
export function selectBountiesForViews(tx: DbOrTx, configKeys: readonly string[]) {
  const match = sql`= ${bounties.id}`;
  return tx
    .select({
      ...getTableColumns(bounties),
      claims: claimsJson(match),
      requirements: requirementsJson(match),
      people: peopleJson(sql`array[${bounties.creatorId}, ${bounties.targetUserId}]`, match),
      targetLive: targetLive(sql`${bounties.targetUserId}`),
      config: configJson(configKeys),
    })
    .from(bounties);
}

export function splitViewRows(found: (BountyRow & JsonRowRelations)[]): {
  rows: BountyRow[];
  relations: ViewRelations;
} {
  const rows: BountyRow[] = [];
  const relations: ViewRelations = {
    claims: [],
    requirements: [],
    people: [],
    liveTargets: [],
    config: found[0]?.config ?? {},
  };
  for (const { claims, requirements, people, targetLive, config: _config, ...row } of found) {
    rows.push(row);
    relations.claims.push(...withDates(claims));
    relations.requirements.push(...requirements);
    relations.people.push(...people);
    if (targetLive && row.targetUserId) relations.liveTargets.push(row.targetUserId);
  }
  return { rows, relations };
}

const byIdStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareById>>();
const prepareById = (tx: DbOrTx, configKeys: readonly string[]) =>
  selectBountiesForViews(tx, configKeys)
    .where(and(eq(bounties.id, sql.placeholder('id')), isNull(bounties.deletedAt)))
    .prepare('bounty_view_by_id');

/** One bounty (not deleted) with its relations, in one prepared statement (GET /bounty/{id}). */
export async function findBountyForView(tx: DbOrTx, id: number, configKeys: readonly string[]) {
  const statement = byIdStatements.get(tx) ?? prepareById(tx, configKeys);
  byIdStatements.set(tx, statement);
  return splitViewRows(await statement.execute({ id }));
}
