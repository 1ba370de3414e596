import {
  signedUrlBody,
  signedUrlResponse,
  UPLOAD_MSG,
  uploadTokensBody,
  uploadTokensResponse,
  YOUTUBE_CATEGORIES,
  YOUTUBE_DEFAULT_CATEGORY_ID,
  youtubeCategoryResponse,
} from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { uploadTokenAnswer } from '../social-auth/linked-accounts.service';
import { createSignedUpload } from './uploads.service';

const tags = ['uploads'];

/** Spec 02 §7 Submission upload: signed URLs for video uploads and the upload-account checks. */
export default async function uploadRoutes(app: ZodApp, deps: AppDeps) {
  const user = { onRequest: deps.guard.requireUser };

  app.post(
    '/utils/get-aws-signed-url',
    {
      ...user,
      schema: {
        tags,
        summary: 'A signed URL to PUT a video to (fileKey goes with the submission)',
        body: signedUrlBody,
        response: { 200: signedUrlResponse },
      },
    },
    async (request) => createSignedUpload(deps, request.user!.id, request.body),
  );

  // Our own storage always takes uploads; YouTube and TikTok need a linked account with a usable token (decision 019).
  app.post(
    '/utils/validate-upload-tokens',
    {
      ...user,
      schema: {
        tags,
        summary: 'Whether the user can upload to a platform now',
        body: uploadTokensBody,
        response: { 200: uploadTokensResponse },
      },
    },
    async (request) =>
      request.body.platform === 'hosted'
        ? { status: 200 as const, isValid: true, message: UPLOAD_MSG.hostedValid }
        : uploadTokenAnswer(deps, request.user!.id, request.body.platform),
  );

  app.get(
    '/utils/youtube-category',
    { schema: { tags, summary: 'YouTube video categories', response: { 200: youtubeCategoryResponse } } },
    async () => ({
      status: 200 as const,
      data: [...YOUTUBE_CATEGORIES],
      defaultCategoryId: YOUTUBE_DEFAULT_CATEGORY_ID,
    }),
  );
}
