import { useLiveBountyUpdates } from '../../../features/bounties/live/use-live-bounty-updates';
import { useLiveChallengeLists } from '../../../features/challenges/live/use-live-challenge-lists';
import { useLiveConfig } from '../../../lib/realtime/use-live-config';
import { useRealtimeConnection } from '../../../lib/realtime/use-realtime-connection';
import { useLiveNowUpdates } from '../../pages/home/live-now-updates';
import { useFollowedStreamerUpdates } from '../followed-streamers-live';
import { useFeedbackQueue } from './feedback-queue';
import { useNotificationEvents } from './use-notification-events';
import { WonDialog } from './won-dialog';

/** Everything realtime of the app: the socket, live bounty and challenge lists, streamers, notifications and their dialogs. */
export default function RealtimeRoot() {
  useRealtimeConnection();
  useLiveBountyUpdates();
  useLiveChallengeLists();
  useLiveNowUpdates();
  useFollowedStreamerUpdates();
  useLiveConfig();
  useNotificationEvents();
  useFeedbackQueue();
  return <WonDialog />;
}
