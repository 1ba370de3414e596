import { devMailboxReply, rawResponse } from '@crowns/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMails } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type DevMail, renderMailbox } from './devmail.page';

const PAGE_SIZE = 200;

/** Links and 6-digit codes of a mail body (codes are looked for outside the links). */
export function extractSecrets(text: string) {
  const links = [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
  const rest = text.replace(/https?:\/\/[^\s"'<>]+/g, ' ');
  const codes = [...new Set(rest.match(/(?<![\d-])\d{6}(?![\d-])/g) ?? [])];
  return { links, codes };
}

/**
 * The development mailbox outside /v1: GET /dev/mailbox (HTML) and GET /dev/mailbox.json?to=
 * (for e2e tests). Registered only when devMailboxEnabled(env).
 */
export async function registerDevMailbox(root: FastifyInstance, deps: AppDeps) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const query = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

  const list = async (to: string | undefined): Promise<DevMail[]> => {
    const rows = await deps.database.db
      .select()
      .from(devMails)
      .where(to ? eq(devMails.to, to) : undefined)
      .orderBy(desc(devMails.id))
      .limit(PAGE_SIZE);
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      ...extractSecrets(r.text),
    }));
  };

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox page (dev only)',
        querystring: query,
        response: { 200: rawResponse('text/html', 'The mailbox page') },
      },
    },
    async (request, reply) => {
      const mails = await list(request.query.to);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailbox(mails, request.query.to));
    },
  );

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox as JSON, newest first (dev only)',
        querystring: query,
        response: { 200: devMailboxReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 200, mails: await list(request.query.to) };
    },
  );
}
