import { CHALLENGE_MSG as M } from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { answerCreate, readCoverForm } from '../../platform/cover-image';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { createChallenge } from './challenge-create';
import { findChallengeDetail } from './challenge-view';

const tags = ['challenge'];
const numericId = z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound });
const idParams = z.object({ id: numericId });

export default async function challengeRoutes(app: ZodApp, deps: AppDeps) {
  const { guard, database } = deps;
  const { db } = database;
  const user = { onRequest: guard.requireUser };
  const optional = { onRequest: guard.optionalUser };
  const me = (request: FastifyRequest) => request.user!.id;

  app.post(
    '/challenge',
    {
      ...user,
      schema: {
        tags,
        summary:
          'Create a challenge (multipart: title, description, image_url file, category, type video|live, rules JSON list, prize_cc, duration_start_time (default now), duration_end_time); the prize moves wallet → pool',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) =>
      answerCreate(reply, M.created, 'challenge', async () =>
        createChallenge(deps, me(request), await readCoverForm(request, M.imageRequired)),
      ),
  );

  app.get(
    '/challenge/:id',
    {
      ...optional,
      schema: { tags, summary: 'One challenge with its contributors and, once paid, its winner', params: idParams },
    },
    async (request) => {
      const challenge = await findChallengeDetail(db, request.params.id, request.user?.id, deps.clock.now());
      if (!challenge) throw notFound(M.notFound);
      return { status: 200, challenge };
    },
  );
}
