import { Readable } from 'node:stream';
import {
  errorBodySchema,
  errorResponses,
  fileStoredReply,
  MSG,
  rangeNotSatisfiableReply,
  rawResponse,
  UPLOAD_MSG,
} from '@crowns/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { makeMissingCoverThumb } from '../../platform/cover-thumbs';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { detectImage, pixelLimitsExceeded } from '../../platform/image';
import { isPublicKey, type StoredFile } from '../../platform/storage';
import { UploadRejected } from '../../platform/upload-stream';
import { declaredMatches, isSafeKey, mimeOf, sniffs } from '../uploads/file-types';
import { extractPosterLater, isPosterKey, neutralPoster } from '../uploads/poster';
import { findUpload } from '../uploads/uploads.repo';
import { completeUpload, uploadLimits } from '../uploads/uploads.service';
import { parseRange } from './byte-range';

const LINK_INVALID = 'This file link is invalid or has expired.';
const WRONG_KIND = 'The file does not match the type this upload link expects.';

const signedQuery = z.object({ expires: z.coerce.number().optional(), sig: z.string().max(128).optional() });

const tooLarge = (maxMb: number) => new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MSG.tooLarge(maxMb));

/**
 * Serves and receives stored files at /files/* (outside /v1, like a bucket): `public/` keys are readable by
 * anyone; other keys need a valid, unexpired HMAC signature from the storage port; PUT always needs one. GET
 * answers byte ranges (206) so videos seek; PUT streams to disk, checking size and kind as the bytes arrive.
 */
export async function registerFiles(root: FastifyInstance, deps: AppDeps) {
  const { storage } = deps;
  await root.register(async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // This scope takes raw bytes of any type as a stream (the PUT body is the file itself, up to hundreds of MB).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

    const keyOf = (params: unknown) => {
      const key = (params as { '*': string })['*'];
      if (!isSafeKey(key)) throw notFound();
      return key;
    };
    const signed = (method: 'GET' | 'PUT', key: string, q: z.infer<typeof signedQuery>) =>
      q.expires !== undefined && !!q.sig && storage.verify(method, key, q.expires, q.sig);

    app.get(
      '/files/*',
      {
        schema: {
          tags: ['files'],
          summary: 'Download a stored file (byte ranges too; 302 to the object store when files live there)',
          querystring: signedQuery,
          response: {
            200: rawResponse('application/octet-stream', 'The file (its own content type)'),
            206: rawResponse('application/octet-stream', 'The asked byte range'),
            403: errorResponses[403],
            404: errorResponses[404],
            416: rangeNotSatisfiableReply,
          },
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params);
        const open = isPublicKey(key);
        if (!open && !signed('GET', key, request.query)) throw forbidden(LINK_INVALID);
        const file = await storage.open(key);
        const thumb = file ? null : await makeMissingCoverThumb(deps, key);
        if (thumb) return sendImage(reply, 'image/webp', 'public, max-age=31536000, immutable', thumb);
        if (!file && isPosterKey(key)) return sendImage(reply, 'image/jpeg', 'public, max-age=60', neutralPoster());
        if (!file) throw notFound();
        if (file.kind === 'redirect') return reply.redirect(file.url, 302);
        const mime = mimeOf(key);
        const maxAge = open
          ? 31_536_000
          : Math.max(0, Math.floor(request.query.expires! - deps.clock.now().getTime() / 1000));
        reply
          .header('content-type', mime ?? 'application/octet-stream')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', open ? `public, max-age=${maxAge}, immutable` : `private, max-age=${maxAge}`)
          .header('accept-ranges', 'bytes');
        if (!mime) reply.header('content-disposition', 'attachment');
        return sendRange(reply, file, request.headers.range);
      },
    );

    app.put(
      '/files/*',
      {
        schema: {
          tags: ['files'],
          summary: 'Upload to a signed PUT URL',
          querystring: signedQuery,
          response: {
            200: fileStoredReply,
            400: errorResponses[400],
            403: errorResponses[403],
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params);
        if (!signed('PUT', key, request.query) || !storage.receive) throw forbidden(LINK_INVALID);
        const contentType = request.headers['content-type'];
        if (!declaredMatches(key, contentType)) throw new AppError('VALIDATION', 415, WRONG_KIND);
        const { db } = deps.database;
        const upload = await findUpload(db, key);
        if (upload && upload.status !== 'pending') throw forbidden(LINK_INVALID);
        const { maxBytes, maxMb } = await uploadLimits(db);
        if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxMb);
        let tooManyPixels = false;
        const accept = (head: Buffer) => {
          const image = detectImage(head);
          tooManyPixels = !!image && pixelLimitsExceeded(image);
          return !tooManyPixels && sniffs(key, head);
        };
        const body = request.body instanceof Readable ? request.body : Readable.from([]);
        let size: number;
        try {
          size = await storage.receive(key, body, { maxBytes, accept });
        } catch (err) {
          if (!(err instanceof UploadRejected)) throw err;
          // The client may still be sending: answer, then close rather than read the rest.
          reply.header('connection', 'close');
          if (err.reason === 'too_large') throw tooLarge(maxMb);
          if (tooManyPixels) throw badRequest(MSG.imageTooManyPixels);
          throw new AppError('VALIDATION', 415, upload ? UPLOAD_MSG.failed : WRONG_KIND);
        }
        if (upload) {
          // Swept while the bytes arrived (a very slow upload past its URL's grace): keep nothing.
          if (!(await completeUpload(deps, db, key, size))) {
            await storage.delete(key);
            throw forbidden(LINK_INVALID);
          }
          extractPosterLater(deps, key);
        }
        return { status: 200, key };
      },
    );
  });
}

/** The whole file (200) or the asked byte range (206); 416 with the size for a range past the end. */
function sendRange(reply: FastifyReply, file: Extract<StoredFile, { kind: 'local' }>, header: string | undefined) {
  const range = parseRange(header, file.size);
  if (range === 'unsatisfiable')
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send({
        status: 416,
        code: 'RANGE_NOT_SATISFIABLE',
        message: 'The requested range is outside the file.',
      });
  if (range === 'none') return reply.header('content-length', file.size).send(file.stream());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(file.stream(range));
}

/** An image made by this server rather than stored as uploaded: a thumbnail made on first GET, the neutral poster. */
const sendImage = (reply: FastifyReply, type: string, cacheControl: string, bytes: Buffer) =>
  reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(bytes);
