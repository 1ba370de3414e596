import type { SUBMIT_PLATFORMS } from '@crowns/contracts';
import { type CSSProperties, forwardRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Input, type InputProps } from './field';
import styles from './platform-picker.module.css';

export type VideoPlatform = (typeof SUBMIT_PLATFORMS)[number];

export const PLATFORM_LABELS: Record<VideoPlatform, string> = {
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitch: 'Twitch',
  kick: 'Kick',
};

/** The name of a response's platform as people read it (`hosted`: a video uploaded to Crowns). */
export const videoPlatformName = (platform: string) =>
  platform.toLowerCase() === 'hosted'
    ? 'Uploaded video'
    : (PLATFORM_LABELS[platform.toLowerCase() as VideoPlatform] ?? platform);

const LINK_HINT: Record<VideoPlatform, string> = {
  youtube: 'Paste the link to your YouTube video, or choose Upload video to send the file itself.',
  tiktok: 'Paste the link to your TikTok video, or choose Upload video to send the file itself.',
  twitch: 'Paste the link to your Twitch clip or VOD.',
  kick: 'Paste the link to your Kick clip or video.',
};

/** The hint under the video link field for the chosen platform. */
const linkHint = (platform: string | undefined) =>
  LINK_HINT[platform as VideoPlatform] ?? 'Paste the link to your posted video. Private videos are not accepted.';

type Props = {
  platforms: readonly VideoPlatform[];
  /** react-hook-form's registration of the `platform` field. */
  field: UseFormRegisterReturn;
  error?: string;
};

/** The platform of a video response (spec 02 §5): one pill per platform, a radio group under the legend 'Platform'. */
export function PlatformPicker({ platforms, field, error }: Props) {
  const errorId = `${field.name}-error`;
  return (
    <fieldset className={styles.platforms} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Platform</legend>
      <div className={styles.pills} style={{ '--pill-count': platforms.length } as CSSProperties}>
        {platforms.map((p) => (
          <label key={p} className={styles.pill}>
            <input type="radio" value={p} {...field} />
            <span>{PLATFORM_LABELS[p]}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The video link of a response, with the hint of the chosen platform; the form checks it against the platform. */
export const VideoLinkInput = forwardRef<
  HTMLInputElement,
  Omit<InputProps, 'label'> & { platform: string | undefined }
>(function VideoLinkInput({ platform, ...rest }, ref) {
  return (
    <Input
      ref={ref}
      label="Video link"
      type="url"
      inputMode="url"
      placeholder="https://"
      hint={linkHint(platform)}
      {...rest}
    />
  );
});
