import { z } from 'zod';

/**
 * Video uploads (spec 02 §7 Submission upload, spec 01 §8). `hosted` videos live in our own storage and need no
 * linked account; YouTube and TikTok uploads go through the user's linked account.
 */
export const UPLOAD_PLATFORMS = ['hosted', 'youtube', 'tiktok'] as const;
export type UploadPlatform = (typeof UPLOAD_PLATFORMS)[number];

export const UPLOAD_PURPOSES = ['bounty_submission', 'challenge_response'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Every video kind the server can check by content: extension → MIME type. Config `upload_video_types` picks. */
export const VIDEO_UPLOAD_MIME = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' } as const;
export type VideoUploadExt = keyof typeof VIDEO_UPLOAD_MIME;

/** The extension of a declared file type: a MIME type (`video/mp4`) or an extension (`mp4`, `.mov`). */
export function videoExtOf(fileType: string): VideoUploadExt | null {
  const t = fileType.trim().toLowerCase().replace(/^\./, '').split(';')[0]!.trim();
  for (const [ext, mime] of Object.entries(VIDEO_UPLOAD_MIME))
    if (t === ext || t === mime) return ext as VideoUploadExt;
  return null;
}

/** Texts of spec 01 §8, word for word, and ours beside them. */
export const UPLOAD_MSG = {
  failed: 'File Uploaded failed!',
  linkAccount: 'Please link account to upload videos.',
  uploadRequired: 'Please upload video',
  badType: 'Please choose an MP4, WebM or MOV video.',
  tooLarge: (maxMb: number) => `The video must be at most ${maxMb} MB.`,
  notUploaded: 'This video has not finished uploading. Please upload it again.',
  notYours: 'This upload is not yours or has already been used.',
  uploaded: 'File Uploaded',
  hostedValid: 'Videos are uploaded to Crowns.',
  tooManyOpen: 'You have too many unfinished uploads. Submit them or try again later.',
} as const;

/** Uploads one user may have that are not attached to a submission yet (each up to upload_max_mb). */
export const MAX_OPEN_UPLOADS = 10;

/** POST /utils/get-aws-signed-url */
export const signedUrlBody = z.object({
  fileType: z.string({ error: UPLOAD_MSG.badType }).trim().min(1, { error: UPLOAD_MSG.badType }).max(100),
  platform: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(UPLOAD_PLATFORMS, { error: UPLOAD_MSG.linkAccount }))
    .default('hosted'),
  purpose: z.enum(UPLOAD_PURPOSES).default('bounty_submission'),
});
export type SignedUrlBody = z.input<typeof signedUrlBody>;

export const signedUrlResponse = z.object({
  status: z.literal(200),
  /** Storage key of the upload: sent back as `fileKey` with the submission. */
  fileKey: z.string(),
  /** Where the browser PUTs the file (with the same Content-Type); relative for our own storage. */
  url: z.string(),
  /** When the signed URL stops working (ISO time). */
  expiresAt: z.string(),
  contentType: z.string(),
  maxBytes: z.number().int(),
  youtubeDefaultCategoryId: z.string(),
});
export type SignedUrlResponse = z.infer<typeof signedUrlResponse>;

/** POST /utils/validate-upload-tokens */
export const uploadTokensBody = z.object({
  platform: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(UPLOAD_PLATFORMS, { error: UPLOAD_MSG.linkAccount })),
});
export const uploadTokensResponse = z.object({ status: z.literal(200), isValid: z.boolean(), message: z.string() });
export type UploadTokensResponse = z.infer<typeof uploadTokensResponse>;

/** GET /utils/youtube-category: YouTube's assignable video categories (id → title). */
export const youtubeCategorySchema = z.object({ id: z.string(), title: z.string() });
export type YoutubeCategory = z.infer<typeof youtubeCategorySchema>;
export const youtubeCategoryResponse = z.object({
  status: z.literal(200),
  data: z.array(youtubeCategorySchema),
  defaultCategoryId: z.string(),
});

/** 24: Entertainment, the category YouTube suggests for uploads without one. */
export const YOUTUBE_DEFAULT_CATEGORY_ID = '24';

/** The categories a YouTube upload may take (YouTube Data API videoCategories, assignable ones, region US). */
export const YOUTUBE_CATEGORIES: readonly YoutubeCategory[] = [
  { id: '1', title: 'Film & Animation' },
  { id: '2', title: 'Autos & Vehicles' },
  { id: '10', title: 'Music' },
  { id: '15', title: 'Pets & Animals' },
  { id: '17', title: 'Sports' },
  { id: '19', title: 'Travel & Events' },
  { id: '20', title: 'Gaming' },
  { id: '22', title: 'People & Blogs' },
  { id: '23', title: 'Comedy' },
  { id: '24', title: 'Entertainment' },
  { id: '25', title: 'News & Politics' },
  { id: '26', title: 'Howto & Style' },
  { id: '27', title: 'Education' },
  { id: '28', title: 'Science & Technology' },
  { id: '29', title: 'Nonprofits & Activism' },
];
