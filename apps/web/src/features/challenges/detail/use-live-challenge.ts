import { type ChallengeResponseView, type ChallengeStatus, RT_EVENTS } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRefetchOnConnect } from '../../../lib/realtime/use-refetch-on-connect';
import { useJoinRoom, useSocketEvent } from '../../../lib/realtime/use-socket-event';
import { challengeKeys } from '../query-keys';
import { patchChallenge, patchResponse, refreshLeaderboard, refreshResponses } from './response-cache';

type Ref = { challengeId?: number };
type Upvoted = Ref & { responseId: number; upvotes: number; pending_upvotes: number };
type Created = Ref & { response: ChallengeResponseView };
type PrizeAdded = Ref & { prize_cc: number; contributorsCount: number };
type StatusChange = Ref & { status?: ChallengeStatus };

/**
 * Keeps an open challenge page live (issue 11): joins the challenge's room and applies its events to the cached
 * challenge, its responses and its leaderboard in place. After every (re)connect they are fetched again, since
 * events sent while disconnected are lost.
 */
export function useLiveChallenge(id: number) {
  const client = useQueryClient();
  useJoinRoom(id > 0 ? { challenge: id } : null);
  const keys = useMemo(
    () => [challengeKeys.detail(id), challengeKeys.responsesOf(id), challengeKeys.leaderboardOf(id)],
    [id],
  );
  useRefetchOnConnect(keys);
  const mine = (p: Ref | null | undefined): boolean => p?.challengeId === id;

  useSocketEvent<Upvoted>(RT_EVENTS.challengeResUpvoted, (p) => {
    if (!mine(p) || typeof p.responseId !== 'number') return;
    patchResponse(client, id, p.responseId, () => ({ upvotes: p.upvotes, pending_upvotes: p.pending_upvotes }));
    void refreshLeaderboard(client, id);
  });

  useSocketEvent<Created>(RT_EVENTS.challengeResponseCreated, (p) => {
    if (!mine(p)) return;
    patchChallenge(client, id, (c) => ({ responsesCount: c.responsesCount + 1 }));
    // The exact count (a repeated delivery must not count twice) and the new response's place.
    void client.invalidateQueries({ queryKey: challengeKeys.detail(id) });
    void refreshResponses(client, id);
  });

  useSocketEvent<PrizeAdded>(RT_EVENTS.challengePrizeAdded, (p) => {
    if (!mine(p)) return;
    patchChallenge(client, id, () => ({ prize_cc: p.prize_cc, contributorsCount: p.contributorsCount }));
    // The contributors list is not in the event.
    void client.invalidateQueries({ queryKey: challengeKeys.detail(id) });
  });

  const statusChanged = (p: StatusChange) => {
    if (!mine(p)) return;
    if (p.status) patchChallenge(client, id, () => ({ status: p.status }));
    // The winner, the payout and the final ranks come with the challenge and its pages.
    void client.invalidateQueries({ queryKey: challengeKeys.detail(id) });
    void refreshResponses(client, id);
  };
  useSocketEvent<StatusChange>(RT_EVENTS.challengeLive, statusChanged);
  useSocketEvent<StatusChange>(RT_EVENTS.challengeEnded, statusChanged);
  useSocketEvent<StatusChange>(RT_EVENTS.challengeEnd, statusChanged);
}
