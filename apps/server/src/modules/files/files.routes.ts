import { MSG } from '@crowns/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { detectImage, pixelLimitsExceeded } from '../../platform/image';
import { isPublicKey, type Storage } from '../../platform/storage';
import { acceptsUpload, isSafeKey, mimeOf } from './file-types';

/** Uploads through a signed PUT URL (videos included) may be this large. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
const LINK_INVALID = 'This file link is invalid or has expired.';

const signedQuery = z.object({ expires: z.coerce.number().optional(), sig: z.string().max(128).optional() });

/**
 * Serves and receives stored files at /files/* (outside /v1, like a bucket): `public/` keys are readable by
 * anyone; other keys need a valid, unexpired HMAC signature from the storage port; PUT always needs one.
 */
export async function registerFiles(root: FastifyInstance, deps: AppDeps) {
  const { storage } = deps;
  await root.register(async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // This scope takes raw bytes of any type (the PUT body is the file itself).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
      done(null, body),
    );

    const keyOf = (params: unknown) => {
      const key = (params as { '*': string })['*'];
      if (!isSafeKey(key)) throw notFound();
      return key;
    };
    const signed = (method: 'GET' | 'PUT', key: string, q: z.infer<typeof signedQuery>) =>
      q.expires !== undefined && !!q.sig && storage.verify(method, key, q.expires, q.sig);

    app.get(
      '/files/*',
      { schema: { tags: ['files'], summary: 'Download a stored file', querystring: signedQuery } },
      async (request, reply) => {
        const key = keyOf(request.params);
        const open = isPublicKey(key);
        if (!open && !signed('GET', key, request.query)) throw forbidden(LINK_INVALID);
        let body: Buffer;
        try {
          body = await storage.read(key);
        } catch {
          throw notFound();
        }
        const mime = mimeOf(key);
        const maxAge = open
          ? 31_536_000
          : Math.max(0, Math.floor(request.query.expires! - deps.clock.now().getTime() / 1000));
        reply
          .header('content-type', mime ?? 'application/octet-stream')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', open ? `public, max-age=${maxAge}, immutable` : `private, max-age=${maxAge}`);
        if (!mime) reply.header('content-disposition', 'attachment');
        return reply.send(body);
      },
    );

    app.put(
      '/files/*',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: { tags: ['files'], summary: 'Upload to a signed PUT URL', querystring: signedQuery },
      },
      async (request) => {
        const key = keyOf(request.params);
        if (!signed('PUT', key, request.query)) throw forbidden(LINK_INVALID);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const contentType = request.headers['content-type'];
        if (!acceptsUpload(key, contentType, body))
          throw new AppError('VALIDATION', 415, 'The file does not match the type this upload link expects.');
        const image = detectImage(body);
        if (image && pixelLimitsExceeded(image)) throw badRequest(MSG.imageTooManyPixels);
        await (storage as Storage).put(key, body, contentType!);
        return { status: 200, key };
      },
    );
  });
}
