import {
  CONFIG_DEFAULTS,
  type SignedUrlResponse,
  UPLOAD_MSG,
  type UploadPurpose,
  VIDEO_UPLOAD_MIME,
  type VideoUploadExt,
  videoExtOf,
} from '@crowns/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** POST /utils/get-aws-signed-url for a video kept by Crowns (no linked account needed). */
export const getSignedUploadUrl = (fileType: string, purpose: UploadPurpose) =>
  api<SignedUrlResponse>('/utils/get-aws-signed-url', {
    method: 'POST',
    body: { fileType, platform: 'hosted', purpose },
  });

export type UploadLimits = { maxMb: number; types: VideoUploadExt[] };

/** The configured size limit and allowed video kinds (the server checks them again, by content). */
export const uploadLimitsQuery = queryOptions({
  queryKey: ['config', 'upload_max_mb', 'upload_video_types'],
  queryFn: async (): Promise<UploadLimits> => {
    const answer = await api<{ data?: Record<string, unknown> }>('/config/', {
      method: 'POST',
      body: { keys: ['upload_max_mb', 'upload_video_types'] },
    }).catch(() => ({ data: undefined }));
    const maxMb = Number(answer.data?.upload_max_mb);
    const types = answer.data?.upload_video_types;
    return {
      maxMb: Number.isFinite(maxMb) && maxMb > 0 ? maxMb : CONFIG_DEFAULTS.upload_max_mb,
      types: (Array.isArray(types) ? types : CONFIG_DEFAULTS.upload_video_types).filter(
        (t): t is VideoUploadExt => t in VIDEO_UPLOAD_MIME,
      ),
    };
  },
  staleTime: 10 * 60_000,
});

/** The file's kind by its MIME type or, when the browser gives none, its name; null when it is not allowed. */
export function videoKindOf(file: File, limits: UploadLimits): VideoUploadExt | null {
  const ext = videoExtOf(file.type) ?? videoExtOf(file.name.slice(file.name.lastIndexOf('.') + 1));
  return ext && limits.types.includes(ext) ? ext : null;
}

/** The message for a file the server would refuse, or null when it may be sent. */
export function checkVideoFile(file: File, limits: UploadLimits): string | null {
  if (!videoKindOf(file, limits)) return UPLOAD_MSG.badType;
  if (file.size > limits.maxMb * 1024 * 1024) return UPLOAD_MSG.tooLarge(limits.maxMb);
  return null;
}

export class UploadAborted extends Error {}

/**
 * Sends the file with HTTP PUT to the signed URL (XMLHttpRequest: fetch cannot report upload progress), calling
 * `onProgress` with 0–100. Rejects with UploadAborted when `signal` aborts, with an Error for any other failure.
 */
export function putWithProgress(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`upload answered ${xhr.status}`));
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onabort = () => reject(new UploadAborted('upload cancelled'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
