import {
  LIMITS,
  MSG,
  meSchema,
  publicProfileSchema,
  settingSchema,
  updateSettingBody,
  updateUserBody,
} from '@crowns/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, badRequest } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { readMultipartForm } from '../../platform/multipart';
import * as service from './users.service';

const idParams = z.object({ id: z.string().max(20) });
const meReply = z.object({ status: z.number(), user: meSchema });
const settingReply = z.object({ status: z.number(), message: z.string().optional(), setting: settingSchema });

/** The first file of a multipart body (any field name), refused above `maxBytes` with a clear 413. */
async function readUploadedFile(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw badRequest(MSG.imageRequired);
  const { file } = await readMultipartForm(request, maxBytes);
  if (!file) throw badRequest(MSG.imageRequired);
  if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 413, MSG.imageTooLarge(maxBytes / (1024 * 1024)));
  return file.data;
}

export default async function usersRoutes(app: ZodApp, deps: AppDeps) {
  const { guard, database } = deps;
  const tags = ['users'];

  app.get(
    '/users/me',
    { onRequest: guard.requireUser, schema: { tags, summary: 'The signed-in user', response: { 200: meReply } } },
    async (request) => ({ status: 200, user: await service.getMe(database.db, request.user!.id) }),
  );

  app.get(
    '/users/stats',
    {
      schema: {
        tags,
        summary: "A user's bounty stats (type=bounty&userId)",
        querystring: z.object({
          type: z.string().max(20).optional(),
          userId: z.string().regex(/^\d{1,15}$/, MSG.userNotFound),
        }),
      },
    },
    async (request) => ({
      status: 200,
      bountyStats: await service.getBountyStats(database.db, Number(request.query.userId)),
    }),
  );

  app.get(
    '/users/profile/:name',
    {
      schema: {
        tags,
        summary: 'Public profile by username (case-insensitive, optional @) or numeric id',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: z.object({ status: z.number(), user: publicProfileSchema }) },
      },
    },
    async (request) => ({ status: 200, user: await service.getProfile(database.db, request.params.name) }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Public profile by numeric id',
        params: z.object({ id: z.string().regex(/^\d{1,15}$/, MSG.userNotFound) }),
        response: { 200: z.object({ status: z.number(), user: publicProfileSchema }) },
      },
    },
    async (request) => ({ status: 200, user: await service.getProfileById(database.db, Number(request.params.id)) }),
  );

  app.patch(
    '/users/:id',
    {
      onRequest: guard.requireSelf,
      schema: {
        tags,
        summary: 'Update your own profile',
        params: idParams,
        body: updateUserBody,
        response: { 200: meReply.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = await service.updateProfile(deps, request.user!, request.params.id, request.body);
      return { status: 200, message: MSG.profileUpdated, user };
    },
  );

  app.post(
    '/users/profile/:id',
    {
      onRequest: guard.requireSelf,
      schema: {
        tags,
        summary: 'Upload your profile image (multipart, one JPEG/PNG/GIF/WebP file, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: meReply.extend({ message: z.string(), image_url: z.string().nullable() }) },
      },
    },
    async (request) => {
      service.assertOwnProfile(request.user!, request.params.id);
      const bytes = await readUploadedFile(request, LIMITS.avatarMaxBytes);
      const user = await service.setAvatar(deps, request.user!, request.params.id, bytes);
      return { status: 200, message: MSG.avatarUpdated, image_url: user.image_url, user };
    },
  );

  app.get(
    '/setting',
    {
      onRequest: guard.requireUser,
      schema: { tags, summary: 'Your settings', response: { 200: settingReply } },
    },
    async (request) => ({ status: 200, setting: await service.getSetting(database.db, request.user!.id) }),
  );

  app.patch(
    '/setting',
    {
      onRequest: guard.requireUser,
      schema: { tags, summary: 'Change your settings', body: updateSettingBody, response: { 200: settingReply } },
    },
    async (request) => ({
      status: 200,
      message: MSG.settingsUpdated,
      setting: await service.updateSetting(deps, request.user!.id, request.body),
    }),
  );
}
