import { UPLOAD_MSG, type UploadPurpose, VIDEO_UPLOAD_MIME } from '@crowns/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkVideoFile,
  getSignedUploadUrl,
  putWithProgress,
  UploadAborted,
  uploadLimitsQuery,
  videoKindOf,
} from './upload-api';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: File; percent: number }
  | { phase: 'done'; file: File; fileKey: string }
  | { phase: 'failed'; file: File | null; message: string };

/**
 * One video upload: check the file, get a signed URL, PUT it with progress; cancel, retry. `onFileKey` gets the
 * uploaded file's key, or null while there is none (picked anew, cancelled, failed).
 */
export function useVideoUpload(purpose: UploadPurpose, onFileKey: (fileKey: string | null) => void) {
  const limits = useQuery(uploadLimitsQuery).data;
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const report = useRef(onFileKey);
  report.current = onFileKey;

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      abort.current?.abort();
      report.current(null);
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'uploading', file, percent: 0 });
      // A file picked before the limits arrived waits for them rather than failing.
      const known = limits ?? (await queryClient.ensureQueryData(uploadLimitsQuery));
      const problem = checkVideoFile(file, known);
      if (problem) {
        if (!controller.signal.aborted) setState({ phase: 'failed', file: null, message: problem });
        return;
      }
      try {
        const kind = videoKindOf(file, known)!;
        const signed = await getSignedUploadUrl(VIDEO_UPLOAD_MIME[kind], purpose);
        if (controller.signal.aborted) throw new UploadAborted('upload cancelled');
        await putWithProgress(
          signed.url,
          file,
          signed.contentType,
          (percent) => setState((s) => (s.phase === 'uploading' && s.file === file ? { ...s, percent } : s)),
          controller.signal,
        );
        setState({ phase: 'done', file, fileKey: signed.fileKey });
        report.current(signed.fileKey);
      } catch (err) {
        if (err instanceof UploadAborted || controller.signal.aborted) setState({ phase: 'idle' });
        else setState({ phase: 'failed', file, message: UPLOAD_MSG.failed });
      }
    },
    [limits, purpose, queryClient],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    report.current(null);
    setState({ phase: 'idle' });
  }, []);

  const retry = useCallback(() => {
    if (state.phase === 'failed' && state.file) void start(state.file);
  }, [state, start]);

  return { state, limits, start, cancel, retry };
}
