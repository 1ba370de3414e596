import { BOUNTY_LIMITS, type UploadPurpose } from '@crowns/contracts';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Input } from '../field';
import { PlatformPicker, VideoLinkInput, type VideoPlatform } from '../platform-picker';
import { useVideoSource } from './use-video-source';
import { VideoSourceChoice } from './video-source-choice';
import { VideoUpload } from './video-upload';

type VideoFields = FieldValues & { platform: string; clip_url?: string; fileKey?: string; title?: string };

type Props<T extends VideoFields> = {
  form: UseFormReturn<T>;
  platforms: readonly VideoPlatform[];
  purpose: UploadPurpose;
};

/** The video of a response form (a bounty submission, a challenge response): Link (platform + URL) or Upload. */
export function VideoResponseSource<T extends VideoFields>({ form, platforms, purpose }: Props<T>) {
  const { source, chooseSource, setFileKey } = useVideoSource(form);
  const errors = form.formState.errors as Partial<Record<'platform' | 'clip_url' | 'fileKey', FieldError>>;
  const name = (field: 'platform' | 'clip_url') => field as Path<T>;
  return (
    <>
      <VideoSourceChoice value={source} onChange={chooseSource} />
      {source === 'link' ? (
        <>
          <PlatformPicker
            platforms={platforms}
            field={form.register(name('platform'))}
            error={errors.platform?.message}
          />
          <VideoLinkInput
            platform={form.watch(name('platform')) as string}
            error={errors.clip_url?.message}
            {...form.register(name('clip_url'))}
          />
        </>
      ) : (
        <VideoUpload purpose={purpose} error={errors.fileKey?.message} onFileKey={setFileKey} />
      )}
    </>
  );
}

/** The response's title with its 'n/max' count. */
export function ResponseTitleInput<T extends VideoFields>({ form }: { form: UseFormReturn<T> }) {
  const title = (form.watch('title' as Path<T>) as string | undefined) ?? '';
  const error = (form.formState.errors as Partial<Record<'title', FieldError>>).title;
  return (
    <Input
      label="Title"
      maxLength={BOUNTY_LIMITS.submitTitleMax}
      error={error?.message}
      hint={`${title.length}/${BOUNTY_LIMITS.submitTitleMax}`}
      {...form.register('title' as Path<T>)}
    />
  );
}
