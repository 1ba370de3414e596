import { CHALLENGE_MSG as M, type ResponseBody } from '@crowns/contracts';
import { challengeResponses } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { submittedVideo } from '../uploads/uploads.service';
import { bumpResponsesCount, challengeForResponses } from './challenge-response-target';
import { findResponseView } from './challenge-response-view';
import { statusAt } from './challenge-view';
import { addActivity } from './challenges.repo';
import * as events from './response-events';

/**
 * POST /challenge/response/{id}: one video response per user per challenge, while it is live, never by its
 * creator. The unique (challenge, user) index decides between two concurrent posts: the second inserts nothing
 * and gets the same 400 as a later one. The video is a link, or (`hosted`) the user's uploaded file, attached here.
 */
export async function postResponse(deps: AppDeps, userId: number, challengeId: number, body: ResponseBody) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const c = await challengeForResponses(tx, challengeId);
    if (!c) throw notFound(M.notFound);
    if (c.creatorId === userId) throw forbidden(M.ownChallengeResponse);
    const status = statusAt(c, now);
    if (status === 'upcoming') throw badRequest(M.notStarted);
    if (status !== 'live') throw badRequest(M.ended);
    const video = await submittedVideo(deps, tx, userId, body, 'challenge_response');
    const [row] = await tx
      .insert(challengeResponses)
      .values({
        challengeId,
        userId,
        title: body.title,
        description: body.description,
        platform: body.platform,
        videoUrl: video.url,
        fileKey: video.fileKey,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [challengeResponses.challengeId, challengeResponses.userId] })
      .returning({ id: challengeResponses.id });
    if (!row) throw badRequest(M.alreadyResponded);
    await bumpResponsesCount(tx, challengeId, now);
    await addActivity(tx, { challengeId, userId, action: 'responded' }, now);
    const response = (await findResponseView(tx, row.id))!;
    await events.responseCreated(tx, c, response, now);
    return { status: 201 as const, message: M.responded, data: { response } };
  });
}
