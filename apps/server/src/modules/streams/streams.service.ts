import { type AdminStreamBody, type AdminStreamer, isAdminRole, MSG, SOCIAL_MSG } from '@crowns/contracts';
import type { DbOrTx } from '../../db/client';
import { readAll } from '../../db/reads';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../platform/auth-guard';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { writeAudit } from '../audit/audit.repo';
import { applyStreamChange, streamProviderOf } from './stream-provider';
import { pageOf, streamerViews } from './streamer-view';
import { adminStreamerRows, findStreamOwner, streamsOf } from './streams.repo';

/** Streamers with every platform row (offline ones too), for the admin panel. */
async function adminStreamers(tx: DbOrTx, rows: { id: number; isStreamer: boolean }[]): Promise<AdminStreamer[]> {
  const ids = rows.map((r) => r.id);
  const [views, all] = await readAll(
    tx,
    () => streamerViews(tx, ids),
    () => streamsOf(tx, ids),
  );
  const streamer = new Map(rows.map((r) => [r.id, r.isStreamer]));
  return views.map((v) => ({
    ...v,
    is_streamer: streamer.get(v.id) ?? false,
    streams: all
      .filter((s) => s.userId === v.id)
      .map((s) => ({
        platform: s.platform,
        is_live: s.isLive,
        title: s.title,
        category: s.category,
        viewer_count: s.viewerCount,
        started_at: s.startedAt?.toISOString() ?? null,
        updated_at: s.updatedAt.toISOString(),
      })),
  }));
}

export async function listStreamers(deps: AppDeps, q: { page: number; limit: number; search?: string }) {
  const { db } = deps.database;
  const { rows, total } = await adminStreamerRows(db, q);
  return pageOf(await adminStreamers(db, rows), total, q.page, q.limit);
}

/**
 * POST /admin/streams/{userId}: the simulated provider's switch (409 for a platform the poll reports). The change, its streamer event and the
 * audit row are one transaction; a request that changes nothing writes nothing.
 */
export async function setStreamByAdmin(deps: AppDeps, actor: AuthUser, userId: number, body: AdminStreamBody) {
  if (!streamProviderOf(deps.env).manual(body.platform)) throw conflict(SOCIAL_MSG.streamManualOff);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const owner = await findStreamOwner(tx, userId);
    if (!owner) throw notFound(MSG.userNotFound);
    if (isAdminRole(owner.role)) throw badRequest(SOCIAL_MSG.streamNotForAdmins);
    const result = await applyStreamChange(
      tx,
      {
        userId,
        platform: body.platform,
        isLive: body.is_live,
        title: body.title,
        category: body.category,
        viewerCount: body.viewer_count,
      },
      now,
    );
    if (result.changed)
      await writeAudit(
        tx,
        {
          actorId: actor.id,
          action: 'stream.set',
          targetType: 'user',
          targetId: userId,
          data: {
            platform: body.platform,
            is_live: result.after.isLive,
            title: result.after.title,
            category: result.after.category,
            viewer_count: result.after.viewerCount,
            event: result.event,
          },
        },
        now,
      );
    const [streamer] = await adminStreamers(tx, [owner]);
    return { changed: result.changed, event: result.event, streamer: streamer! };
  });
}
