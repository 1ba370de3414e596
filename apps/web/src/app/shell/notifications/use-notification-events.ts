import { RT_EVENTS } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useRefetchOnConnect } from '../../../lib/realtime/use-refetch-on-connect';
import { useSocketEvent } from '../../../lib/realtime/use-socket-event';
import { useRefreshMoney } from '../../../lib/refresh-money';
import { getSession } from '../../../lib/session';
import {
  bountyOf,
  challengeOf,
  NOTIFICATIONS_KEY,
  type NotificationItem,
  notificationTarget,
  openedNotification,
  parseData,
  prependNotification,
} from '../notifications-api';
import { queueFeedback } from './feedback-queue';
import { showNotificationToast } from './notification-toast';
import { celebrateWin } from './won-store';

const REFETCH_ON_CONNECT = [NOTIFICATIONS_KEY];
const INVOLVED = new Set(['claimer', 'creator', 'contributor']);
type WinnerEvent = { bountyId: number; paid_cc?: number; title?: string };
/** The private challengeEnd of a settled challenge (decision 014): flag 'won' for the winner. */
type ChallengeEndEvent = { challengeId: number; flag?: string; paid_cc?: number; title?: string; message?: string };
type PublicNotification = { title?: string; message?: string; bountyId?: number; userId?: number };

// Delivery is at-least-once: a notification already handled is not toasted or acted on again.
const handled = new Set<string>();
const firstTime = (id: unknown) => {
  const key = String(id);
  if (handled.has(key)) return false;
  handled.add(key);
  if (handled.size > 500) handled.delete(handled.values().next().value as string);
  return true;
};

/**
 * The private and public notification events (spec 01 §4, §7): new notifications go on top of the bell's list with a
 * toast; a win opens You Have Won! and refreshes the wallet, a refund refreshes it, a bounty result asks for the
 * review dialog; the public live notifications show the live toast. Mount once, in the shell.
 */
export function useNotificationEvents() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const refreshMoney = useRefreshMoney();
  useRefetchOnConnect(REFETCH_ON_CONNECT);

  useSocketEvent<NotificationItem>(RT_EVENTS.newNotification, (item) => {
    if (!item || item.id === undefined || !firstTime(item.id)) return;
    prependNotification(client, item);
    const target = notificationTarget(item);
    const bounty = bountyOf(item);
    const { flag, role } = parseData(item.data);
    const challengeWon = item.notification_type === 'challengeEnd' && flag === 'won';
    // A win is announced by You Have Won! itself, not by a toast under it.
    if (item.notification_type !== 'bountyWinner' && !challengeWon)
      showNotificationToast({
        title: item.title ?? '',
        message: item.message,
        onOpen: () => {
          void openedNotification(client, item.id);
          if (target) navigate(target);
        },
      });
    switch (item.notification_type) {
      case 'bountyWinner':
        if (bounty) celebrateWin({ kind: 'bounty', id: bounty.id, title: bounty.title, message: item.message });
        void refreshMoney();
        break;
      case 'challengeEnd': {
        const challenge = challengeOf(item);
        if (challengeWon && challenge)
          celebrateWin({ kind: 'challenge', id: challenge.id, title: challenge.title, message: item.message });
        // Paid or refunded: the winner's prize, or every contributor's crowns back.
        void refreshMoney();
        break;
      }
      case 'bountyRefund':
        void refreshMoney();
        break;
      case 'bountyResult':
        // For those involved: the winner's success is You Have Won!; any other result is the review dialog.
        // Followers only hear the news (toast and bell).
        if (!bounty || !INVOLVED.has(String(role))) break;
        if (flag === 'failed' || (flag === 'completed' && role !== 'claimer'))
          queueFeedback({ bountyId: bounty.id, result: flag });
        break;
    }
  });

  useSocketEvent<WinnerEvent>(RT_EVENTS.bountyWinner, (win) => {
    if (typeof win?.bountyId !== 'number') return;
    celebrateWin({ kind: 'bounty', id: win.bountyId, title: win.title, paidCc: win.paid_cc });
    void refreshMoney();
  });

  useSocketEvent<ChallengeEndEvent>(RT_EVENTS.challengeEnd, (end) => {
    // The challenge room hears every result; only the private one addressed to the winner says 'won'.
    if (typeof end?.challengeId !== 'number' || end.flag !== 'won') return;
    celebrateWin({ kind: 'challenge', id: end.challengeId, title: end.title, paidCc: end.paid_cc });
    void refreshMoney();
  });

  useSocketEvent<PublicNotification>(RT_EVENTS.newPublicNotification, (note) => {
    // The winner has You Have Won! instead of the public news of their own win.
    if (!note?.title || String(note.userId) === getSession()?.userId) return;
    const bountyId = note.bountyId;
    showNotificationToast({
      kind: 'live',
      title: note.title,
      message: note.message,
      onOpen: bountyId ? () => navigate(`/?bountyId=${bountyId}`) : undefined,
    });
  });
}
