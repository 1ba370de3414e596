import { SOCIAL_LIMITS, type UserSuggestion, usableImageUrl } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import { followedAmong } from '../people/follows.repo';
import { pageOf, streamerViews } from '../streams/streamer-view';
import { findUsersByName, normalizeName, topStreamerIds } from './user-directory.repo';

/**
 * GET /users/usernames/: suggestions for the create-bounty target field. `username` is an exact match,
 * `search` a contains match; the caller is left out and `followedFlag` says whether they follow each one.
 */
export async function userSuggestions(
  deps: AppDeps,
  q: { search?: string; username?: string },
  callerId: number | undefined,
): Promise<UserSuggestion[]> {
  const { db } = deps.database;
  const exact = q.username !== undefined;
  const term = normalizeName(exact ? q.username : q.search);
  const found = await findUsersByName(db, { term, exact, excludeId: callerId, limit: SOCIAL_LIMITS.suggestionsMax });
  const followed = await followedAmong(
    db,
    callerId,
    found.map((u) => u.id),
  );
  return found.map((u) => ({
    id: u.id,
    sc_username: u.sc_username,
    image_url: usableImageUrl(u.image_url),
    followedFlag: followed.has(u.id),
    is_live: u.live,
  }));
}

export async function topStreamers(deps: AppDeps, q: { page: number; limit: number }) {
  const { db } = deps.database;
  const { ids, total } = await topStreamerIds(db, q);
  return pageOf(await streamerViews(db, ids), total, q.page, q.limit);
}
