import {
  accountReply,
  LIMITS,
  MSG,
  profileImageKindSchema,
  removeProfileImageQuery,
  SETTINGS_LIMITS,
  SETTINGS_MSG,
  settingsReply,
  updateProfileBody,
  updateSettingsBody,
  usernameAvailableQuery,
  usernameAvailableReply,
} from '@crowns/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, badRequest } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { readMultipartForm } from '../../platform/multipart';
import { getAccount, getSettings, updateProfile, updateSettings, usernameAvailability } from './settings.service';
import { removeProfileImage, setProfileImage } from './settings-images';

const idParams = z.object({ id: z.string().max(20) });
const uploadMaxBytes = Math.max(LIMITS.avatarMaxBytes, SETTINGS_LIMITS.bannerMaxBytes);

/** GET/PATCH /setting, PATCH /users/{id}, POST/DELETE /users/profile/{id}, GET /account/username-available. */
export default async function settingsRoutes(app: ZodApp, deps: AppDeps) {
  const { guard } = deps;
  const tags = ['settings'];

  app.get(
    '/setting',
    {
      onRequest: guard.requireUser,
      schema: { tags, summary: 'Your settings and your account', response: { 200: settingsReply } },
    },
    async (request) => {
      const [setting, account] = await Promise.all([
        getSettings(deps, request.user!.id),
        getAccount(deps, request.user!.id),
      ]);
      return { status: 200, setting, account };
    },
  );

  app.patch(
    '/setting',
    {
      onRequest: guard.requireUser,
      schema: {
        tags,
        summary: 'Change notification settings and per-category email preferences (any subset)',
        body: updateSettingsBody,
        response: { 200: settingsReply },
      },
    },
    async (request) => {
      const setting = await updateSettings(deps, request.user!.id, request.body);
      return { status: 200, message: MSG.settingsUpdated, setting, account: await getAccount(deps, request.user!.id) };
    },
  );

  app.patch(
    '/users/:id',
    {
      onRequest: guard.requireSelf,
      schema: {
        tags,
        summary: 'Update your profile: display name, username, bio, time zone',
        params: idParams,
        body: updateProfileBody,
        response: { 200: accountReply },
      },
    },
    async (request) => {
      const account = await updateProfile(deps, request.user!, request.params.id, request.body);
      return { status: 200, message: MSG.profileUpdated, account };
    },
  );

  app.post(
    '/users/profile/:id',
    {
      onRequest: guard.requireSelf,
      schema: {
        tags,
        summary: 'Upload your avatar or banner (multipart: one JPEG/PNG/GIF/WebP file ≤ 5 MB, kind=avatar|banner)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: accountReply },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(MSG.imageRequired);
      const { fields, file } = await readMultipartForm(request, uploadMaxBytes);
      const parsed = profileImageKindSchema.safeParse(fields.kind);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
      const kind = parsed.data;
      if (!file) throw badRequest(MSG.imageRequired);
      if (file.truncated)
        throw new AppError('PAYLOAD_TOO_LARGE', 413, MSG.imageTooLarge(uploadMaxBytes / (1024 * 1024)));
      const account = await setProfileImage(deps, request.user!, request.params.id, kind, file.data);
      const image_url = kind === 'banner' ? account.banner_url : account.image_url;
      const message = kind === 'banner' ? SETTINGS_MSG.bannerUpdated : MSG.avatarUpdated;
      return { status: 200, message, image_url, account };
    },
  );

  app.delete(
    '/users/profile/:id',
    {
      onRequest: guard.requireSelf,
      schema: {
        tags,
        summary: 'Remove your avatar or banner (back to the default)',
        params: idParams,
        querystring: removeProfileImageQuery,
        response: { 200: accountReply },
      },
    },
    async (request) => {
      const account = await removeProfileImage(deps, request.user!, request.params.id, request.query.kind);
      return { status: 200, message: SETTINGS_MSG.imageRemoved, image_url: null, account };
    },
  );

  app.get(
    '/account/username-available',
    {
      onRequest: guard.optionalUser,
      schema: {
        tags,
        summary: "Live username check: the spec's message when invalid, taken (case-insensitive) or available",
        querystring: usernameAvailableQuery,
        response: { 200: usernameAvailableReply },
      },
    },
    async (request) => ({
      status: 200,
      ...(await usernameAvailability(deps, request.query.username, request.user?.id)),
    }),
  );
}
