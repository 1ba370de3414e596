import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { VideoSourceKind } from './video-source-choice';

type VideoFields = FieldValues & { platform: string; clip_url?: string; fileKey?: string };

/**
 * The Link / Upload video choice of a response form: an upload is platform `hosted` with a `fileKey`, a link has
 * a platform and `clip_url`; switching clears the other's values and messages.
 */
export function useVideoSource<T extends VideoFields>(form: UseFormReturn<T>) {
  const [source, setSource] = useState<VideoSourceKind>('link');
  const set = (name: 'platform' | 'clip_url' | 'fileKey', value: string | undefined, validate = false) =>
    form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldValidate: validate });
  return {
    source,
    chooseSource(kind: VideoSourceKind) {
      setSource(kind);
      set('platform', kind === 'upload' ? 'hosted' : '');
      set('clip_url', '');
      set('fileKey', undefined);
      form.clearErrors(['platform', 'clip_url', 'fileKey'] as Path<T>[]);
    },
    /** The uploaded file's key (null: none yet); checked at once after a first submit. */
    setFileKey: (key: string | null) => set('fileKey', key ?? undefined, form.formState.isSubmitted),
  };
}
