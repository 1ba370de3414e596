import { useEffect } from 'react';
import { joinRoom } from '../../../lib/socket';

/**
 * Joins the room of every challenge in `ids` (`joinChallenge`) while mounted, so its prize, live, end and response
 * events reach this tab; rooms are counted, so a challenge shown twice is joined once and left when neither needs it.
 */
export function useChallengeRooms(ids: readonly number[]) {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!key) return;
    const leaves = key.split(',').map((id) => joinRoom({ challenge: Number(id) }));
    return () => {
      for (const leave of leaves) leave();
    };
  }, [key]);
}
