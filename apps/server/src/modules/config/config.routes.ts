import { configReply, errorResponses } from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { getConfig, publicConfigKeys } from './config.service';

const keysBody = z.object({
  keys: z.union([z.array(z.string().max(64)).max(50), z.string().max(2000)]).optional(),
});

export default async function configRoutes(app: ZodApp, { database }: AppDeps) {
  const read = async (keys: string | string[] | undefined) => {
    const list = typeof keys === 'string' ? keys.split(',').map((k) => k.trim()) : keys;
    const data = await getConfig(database.db, publicConfigKeys(list));
    return { status: 200, data, ...data };
  };
  app.post(
    '/config/',
    {
      schema: {
        tags: ['config'],
        summary: 'Read config values by key',
        body: keysBody.nullish(),
        response: { 200: configReply, 400: errorResponses[400] },
      },
    },
    async (request) => read(request.body?.keys),
  );
  app.get(
    '/config/',
    {
      schema: {
        tags: ['config'],
        summary: 'Read config values',
        querystring: z.object({ keys: z.string().optional() }),
        response: { 200: configReply, 400: errorResponses[400] },
      },
    },
    async (request) => read(request.query.keys),
  );
}
