import { useSyncExternalStore } from 'react';
import type { Bounty } from './types';

/**
 * The bounty dialogs of spec 02 §2, opened from anywhere (cards, tables, notifications, the deep link) and mounted
 * once by the shell. `claim` is Bounty Info for an available bounty; `creator` Created Bounty Info; `claimed` the
 * Claimed Bounty Details manager; `ended` the Ended Bounty info; `viewer` the completed-bounty viewer.
 */
export type BountyDialogKind =
  | 'claim'
  | 'creator'
  | 'claimed'
  | 'ended'
  | 'viewer'
  | 'upTheAnte'
  | 'share'
  | 'report'
  | 'tutorial'
  | 'feedback';

export type BountyDialogState = {
  kind: BountyDialogKind;
  bountyId?: number;
  /** The bounty as the opener saw it: shown at once while the fresh copy loads. */
  bounty?: Bounty;
  props: Record<string, unknown>;
};

let state: BountyDialogState | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openBountyDialog(
  kind: BountyDialogKind,
  options: { bountyId?: number; bounty?: Bounty } & Record<string, unknown> = {},
) {
  const { bountyId, bounty, ...props } = options;
  state = { kind, bountyId: bountyId ?? bounty?.id, bounty, props };
  emit();
}

export function closeBountyDialog() {
  if (state === null) return;
  state = null;
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const useBountyDialog = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );

/** `props.step` of the 'claimed' dialog: the step the Claimed Bounty Details manager opens on (default 'details'). */
export type ClaimedStep = 'details' | 'submit' | 'quit' | 'extend';

/** `props.result` of the 'feedback' dialog (Bounty Completed / feedback). */
export type FeedbackResult = 'completed' | 'failed';
