import type { KycState, PayoutMethodView } from '@crowns/contracts';
import { useSyncExternalStore } from 'react';

export type WithdrawStep = 'amount' | 'method' | 'identity' | 'confirm' | 'status';

/** Where a (re)opened Withdraw dialog starts: back from a hosted page it resumes where the user left. */
export type WithdrawStart = {
  step?: WithdrawStep;
  /** The method just added on the hosted page: selected. */
  method?: PayoutMethodView;
  /** The identity check's state the server answered after the hosted check. */
  kyc?: KycState;
};

type State = { open: boolean; start: WithdrawStart; opening: number };

let state: State = { open: false, start: {}, opening: 0 };
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** Opens the Withdraw dialog; every opening starts afresh from `start` (its `opening` number changes). */
export const openWithdrawDialog = (start: WithdrawStart = {}) => set({ open: true, start, opening: state.opening + 1 });
export const closeWithdrawDialog = () => {
  if (state.open) set({ ...state, open: false });
};

export const useWithdrawDialog = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
