import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import { bountyKeys } from '../query-keys';
import type { ActivityPage, Bounty, BountyListParams } from '../types';
import { feedMatches, type LiveActivityItem, prependActivity } from './activity-merges';
import { containsBounty, patchBounty, removeBounty } from './bounty-data';
import {
  type AdminUpdatePayload,
  applyAdminUpdate,
  applyExtended,
  applyUpped,
  type BountyRef,
  type ExtendedPayload,
  type ResultPayload,
  type UppedPayload,
} from './bounty-patches';
import { type ListContext, listWithCreated, resortPage } from './list-merges';

/*
 * The live list updates of spec 02 §4, applied to the query cache under bountyKeys. Each function takes the event's
 * payload; all are idempotent (payloads are absolute values and delivery is at-least-once).
 */

/** The bountyKeys kinds whose data are bounties (activity feeds, submissions, comments… are not). */
const BOUNTY_KINDS = new Set(['list', 'detail', 'top-completed', 'submitted', 'daily', 'claimed', 'created']);
const holdsBounties = (q: Query) => q.queryKey[0] === 'bounties' && BOUNTY_KINDS.has(String(q.queryKey[1]));
const isList = (q: Query) => q.queryKey[0] === 'bounties' && q.queryKey[1] === 'list';
const listParams = (q: Query) => (q.queryKey[2] ?? {}) as Partial<BountyListParams>;
const tabOf = (q: Query) => String(listParams(q).queryFilter?.status ?? '').toLowerCase();

const invalidate = (client: QueryClient, predicate: (q: Query) => boolean) =>
  client.invalidateQueries({ queryKey: bountyKeys.all, predicate });

const invalidateMine = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: bountyKeys.created() }),
    client.invalidateQueries({ queryKey: ['bounties', 'claimed'] }),
  ]);

function patchEverywhere(client: QueryClient, id: number, patch: (b: Bounty) => Bounty) {
  for (const q of client.getQueryCache().findAll({ queryKey: bountyKeys.all, predicate: holdsBounties })) {
    const data = q.state.data;
    const next = patchBounty(data, id, patch);
    if (next !== data) client.setQueryData(q.queryKey, isList(q) ? resortPage(next, listParams(q)) : next);
  }
}

/** bountyCreated: into every matching cached list (first pages in place, later pages refetched). */
export function bountyCreated(client: QueryClient, bounty: Bounty, ctx: ListContext) {
  const stale: Query[] = [];
  for (const q of client.getQueryCache().findAll({ queryKey: bountyKeys.lists() })) {
    const change = listWithCreated(q.state.data, listParams(q), bounty, ctx);
    if (change.refetch) stale.push(q);
    else if (change.data !== q.state.data) client.setQueryData(q.queryKey, change.data);
  }
  if (stale.length > 0) void invalidate(client, (q) => stale.includes(q));
  if (ctx.viewerId && String(bounty.creater_id) === ctx.viewerId) void invalidateMine(client);
}

/** bountyDeleted: out of every list at once; lists holding it refill from the server, with created and claimed. */
export function bountyDeleted(client: QueryClient, { bountyId }: BountyRef) {
  const affected = client.getQueryCache().findAll({
    queryKey: bountyKeys.all,
    predicate: (q) => holdsBounties(q) && containsBounty(q.state.data, bountyId),
  });
  for (const q of affected) {
    const next = removeBounty(q.state.data, bountyId);
    if (next !== q.state.data) client.setQueryData(q.queryKey, next);
  }
  void invalidate(client, (q) => affected.includes(q));
  void invalidateMine(client);
}

/** bountyClaimed: lists holding it and the claimed tabs (which gain it), the detail, created and claimed. */
export function bountyClaimed(client: QueryClient, { bountyId }: BountyRef) {
  void invalidate(
    client,
    (q) => (holdsBounties(q) && containsBounty(q.state.data, bountyId)) || (isList(q) && tabOf(q) === 'claimed'),
  );
  void invalidateMine(client);
}

/** bountyUpped: the new amount and counts in every list and detail holding the bounty. */
export const bountyUpped = (client: QueryClient, p: UppedPayload) =>
  patchEverywhere(client, p.bountyId, (b) => applyUpped(b, p));

/** bountyClaimedExtended: the claim's deadline, wherever the bounty is shown. */
export const bountyClaimedExtended = (client: QueryClient, p: ExtendedPayload) =>
  patchEverywhere(client, p.bountyId, (b) => applyExtended(b, p));

/**
 * bountyResult: the claimer's stats, every list whose tab is not 'available' (completed, failed, in review, recent…),
 * my created and claimed bounties, and whatever holds the bounty (an available list drops it).
 */
export function bountyResult(client: QueryClient, p: ResultPayload, statsKey: (userId: number) => readonly unknown[]) {
  if (p.claimUserId) void client.invalidateQueries({ queryKey: statsKey(p.claimUserId) });
  void invalidate(client, (q) => {
    if (!holdsBounties(q)) return false;
    if (containsBounty(q.state.data, p.bountyId)) return true;
    const kind = q.queryKey[1];
    if (kind === 'list') return !['available', 'active'].includes(tabOf(q));
    return kind !== 'detail' && kind !== 'daily';
  });
}

/** dailyBountyCreated, dailyBountyResult: reload the daily bounties (and that one's submissions). */
export function dailyChanged(client: QueryClient, { bountyId }: BountyRef) {
  void client.invalidateQueries({ queryKey: bountyKeys.daily() });
  void client.invalidateQueries({ queryKey: bountyKeys.detail(bountyId) });
  void client.invalidateQueries({ queryKey: bountyKeys.dailySubmissions(bountyId) });
}

/** bountyAdminUpdate: the admin's changes shown at once, then the daily bounties reloaded. */
export function bountyAdminUpdate(client: QueryClient, p: AdminUpdatePayload) {
  patchEverywhere(client, p.bountyId, (b) => applyAdminUpdate(b, p));
  dailyChanged(client, p);
}

/** dailyBountyDeleted: removed at once, then the daily bounties reloaded. */
export function dailyBountyDeleted(client: QueryClient, p: BountyRef) {
  client.setQueryData<Bounty[]>(bountyKeys.daily(), (list) => (list ? removeBounty(list, p.bountyId) : list));
  dailyChanged(client, p);
}

/** bountyActivity and public-user-data: prepended to every cached feed the item belongs to. */
export function activityAdded(client: QueryClient, item: LiveActivityItem) {
  for (const q of client.getQueryCache().findAll({ queryKey: bountyKeys.activities() })) {
    const feed = (q.queryKey[2] ?? {}) as Record<string, unknown>;
    if (!feedMatches(feed, item)) continue;
    client.setQueryData<InfiniteData<ActivityPage>>(q.queryKey, (data) => prependActivity(data, item));
  }
}
