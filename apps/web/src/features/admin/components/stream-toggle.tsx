import type { AdminStreamer, StreamPlatform } from '@crowns/contracts';
import { toast } from 'sonner';
import { formatViewers } from '../../../lib/format';
import { Switch } from '../../../ui/switch';
import { useSetStream } from '../api/streams';
import { errorText, isHandled } from '../format';
import { useCanWrite } from '../use-admin-access';
import bountyStyles from './bounties.module.css';
import { READ_ONLY_REASON } from './guarded-button';

export const PLATFORM_NAMES: Record<StreamPlatform, string> = {
  twitch: 'Twitch',
  kick: 'Kick',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** One platform's live switch in the streamers table, saved at once; the viewer count shows while live. */
export function StreamToggle({ streamer, platform }: { streamer: AdminStreamer; platform: StreamPlatform }) {
  const canWrite = useCanWrite();
  const set = useSetStream();
  const stream = streamer.streams.find((s) => s.platform === platform);
  const live = stream?.is_live ?? false;
  const toggle = (next: boolean) =>
    set.mutate(
      { userId: streamer.id, body: { platform, is_live: next } },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          if (!isHandled(error)) toast.error(errorText(error));
        },
      },
    );
  return (
    <span className={bountyStyles.toggleCell}>
      <Switch
        tone="live"
        checked={live}
        label={`${streamer.sc_username} live on ${PLATFORM_NAMES[platform]}`}
        onChange={toggle}
        busy={set.isPending}
        blockedReason={canWrite ? undefined : READ_ONLY_REASON}
      />
      {live ? (
        <span className={bountyStyles.viewers} title={`${stream?.viewer_count ?? 0} viewers`}>
          {formatViewers(stream?.viewer_count)}
        </span>
      ) : null}
    </span>
  );
}
