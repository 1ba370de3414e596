import { randomBytes } from 'node:crypto';
import {
  createFormErrorReply,
  errorResponses,
  BOUNTY_LIMITS as L,
  BOUNTY_MSG as M,
  MSG,
  multipartForm,
} from '@crowns/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { deleteCover, storeCoverThumb } from './cover-thumbs';
import { AppError, badRequest } from './errors';
import type { ZodApp } from './http';
import { detectImage, pixelLimitsExceeded } from './image';
import { readMultipartForm } from './multipart';

/** The cover file of a create form, as read by readMultipartForm. */
export type CoverImageInput = { data: Buffer } | { tooLarge: true };

/**
 * The cover image rules of bounties and challenges (spec 02 §7): JPEG, PNG or GIF, at most imageMaxBytes, at least
 * the minimum size and the 16:9 crop. `requiredMessage` is each form's own text for a missing file.
 */
export function checkCoverImage(image: CoverImageInput | undefined, requiredMessage: string) {
  if (!image) throw badRequest(requiredMessage);
  if ('tooLarge' in image || image.data.length > L.imageMaxBytes) throw badRequest(M.fileTooLarge);
  const info = detectImage(image.data);
  if (!info || !['jpeg', 'png', 'gif'].includes(info.type)) throw badRequest(M.invalidFileType);
  if (pixelLimitsExceeded(info)) throw badRequest(MSG.imageTooManyPixels);
  if (info.width < L.imageMinWidth || info.height < L.imageMinHeight) throw badRequest(M.imageTooSmall);
  if (Math.abs(info.width / info.height - L.imageAspect) > L.imageAspectTolerance) throw badRequest(M.aspectRatio);
  return { ...info, data: image.data };
}
export type CheckedCover = ReturnType<typeof checkCoverImage>;

/**
 * Stores a checked cover under `public/{folder}/` with its thumbnail and runs `create` with its URL; if `create` fails
 * both are deleted again, so a refused or rolled-back create leaves nothing in storage.
 */
export async function withStoredCover<T>(
  deps: AppDeps,
  folder: string,
  image: CheckedCover,
  create: (url: string) => Promise<T>,
): Promise<T> {
  const key = `public/${folder}/${randomBytes(12).toString('hex')}.${image.ext}`;
  await deps.storage.put(key, image.data);
  try {
    await storeCoverThumb(deps, key, image.data);
    return await create(deps.storage.url(key));
  } catch (err) {
    await deleteCover(deps, key);
    throw err;
  }
}

/** A form field holding a JSON list of strings, a comma-separated list, or one value; bad JSON is `badJsonMessage`. */
export function listOf(raw: string | undefined, badJsonMessage: string): string[] {
  if (raw === undefined) return [];
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v ?? '').trim()).filter(Boolean);
    } catch {
      throw badRequest(badJsonMessage);
    }
  }
  return text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Reads a multipart create form: its text fields and one cover file (any field name, e.g. image_url). */
export async function readCoverForm(request: FastifyRequest, notMultipartMessage: string) {
  if (!request.isMultipart()) throw badRequest(notMultipartMessage);
  const { fields, file } = await readMultipartForm(request, L.imageMaxBytes);
  const image: CoverImageInput | undefined = file && (file.truncated ? { tooLarge: true } : { data: file.data });
  return { fields, image };
}

/**
 * Answers a create call: 201 `{status, code, message, data: {[key]: created}}`, or a 400 with a numeric `code`
 * (spec 02 §7: the create forms read `code`, and "code 400 shows its message").
 */
export async function answerCreate<T>(reply: FastifyReply, message: string, key: string, create: () => Promise<T>) {
  try {
    const created = await create();
    return reply.status(201).send({ status: 201, code: 201, message, data: { [key]: created } });
  } catch (err) {
    if (err instanceof AppError && err.httpStatus === 400)
      return reply
        .status(400)
        .send({ status: 400, code: 400, message: err.message, msg: err.message, error: err.code });
    throw err;
  }
}

type TextLimits = { titleMax: number; descriptionMax: number };
type TextMessages = { titleRequired: string; titleTooLong: string; descriptionTooLong: string };

/** The trimmed title (required) and description of a create form, checked against the form's limits. */
export function titleAndDescription(f: { title?: string; description?: string }, L: TextLimits, M: TextMessages) {
  const title = (f.title ?? '').trim();
  if (!title) throw badRequest(M.titleRequired);
  if (title.length > L.titleMax) throw badRequest(M.titleTooLong);
  const description = (f.description ?? '').trim();
  if (description.length > L.descriptionMax) throw badRequest(M.descriptionTooLong);
  return { title, description };
}

/** The distinct names of a form's category field (see listOf); none is `required`. */
export function categoryNames(raw: string | undefined, badJsonMessage: string, required: string) {
  const names = [...new Set(listOf(raw, badJsonMessage))];
  if (names.length === 0) throw badRequest(required);
  return names;
}

/**
 * Registers a signed-in multipart create call (POST /bounty, POST /challenge): reads the form and its cover, runs
 * `create` and answers as answerCreate does.
 */
export function coverFormRoute<T>(
  app: ZodApp,
  deps: AppDeps,
  o: {
    url: string;
    tags: string[];
    summary: string;
    created: string;
    key: string;
    imageRequired: string;
    /** The form's fields, for OpenAPI: the handler reads and checks the multipart form itself. */
    form: z.ZodObject;
    /** The 201 answer: `{status, code, message, data: {[key]: created}}`. */
    reply: z.ZodType;
    create: (deps: AppDeps, userId: number, form: Awaited<ReturnType<typeof readCoverForm>>) => Promise<T>;
  },
) {
  app.post(
    o.url,
    {
      onRequest: deps.guard.requireUser,
      schema: {
        tags: o.tags,
        summary: o.summary,
        consumes: ['multipart/form-data'],
        body: multipartForm(o.form),
        response: {
          201: o.reply,
          // The form's own refusals have a numeric code; others (a bad header, say) the error handler's body.
          400: z.union([createFormErrorReply, errorResponses[400]]),
          401: errorResponses[401],
          429: errorResponses[429],
        },
      },
    },
    async (request, reply) =>
      answerCreate(reply, o.created, o.key, async () =>
        o.create(deps, request.user!.id, await readCoverForm(request, o.imageRequired)),
      ),
  );
}
