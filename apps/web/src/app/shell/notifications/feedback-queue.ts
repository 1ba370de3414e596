import { useEffect, useSyncExternalStore } from 'react';
import { openBountyDialog, useBountyDialog } from '../../../features/bounties/dialog-store';
import { useWin } from './won-store';

export type Feedback = { bountyId: number; result: 'completed' | 'failed' };

let pending: Feedback[] = [];
const asked = new Set<string>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Asks for the review dialog of a bounty result, once per bounty and result (events may repeat). */
export function queueFeedback(item: Feedback) {
  const key = `${item.bountyId}:${item.result}`;
  if (asked.has(key)) return;
  asked.add(key);
  pending = [...pending, item];
  emit();
}

export function resetFeedback() {
  pending = [];
  asked.clear();
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/**
 * Opens the queued review dialogs (Bounty Completed / feedback) one at a time, when no other bounty dialog and no
 * You Have Won! is open, so a result never replaces what the user is doing.
 */
export function useFeedbackQueue() {
  const queue = useSyncExternalStore(
    subscribe,
    () => pending,
    () => pending,
  );
  const dialogOpen = useBountyDialog() !== null;
  const winOpen = useWin() !== null;
  useEffect(() => {
    const next = queue[0];
    if (!next || dialogOpen || winOpen) return;
    pending = queue.slice(1);
    openBountyDialog('feedback', { bountyId: next.bountyId, result: next.result });
    emit();
  }, [queue, dialogOpen, winOpen]);
}
