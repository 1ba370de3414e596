import { useSyncExternalStore } from 'react';

/** A win to celebrate: the bountyWinner event carries the paid crowns; a notification alone carries its message. */
export type Win = { bountyId: number; title?: string; paidCc?: number; message?: string };

let current: Win | null = null;
const celebrated = new Set<number>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/**
 * Opens You Have Won! once per bounty. The event and the notification of one win (and any repeat delivery) fill in
 * the same dialog instead of opening it again.
 */
export function celebrateWin(win: Win) {
  if (celebrated.has(win.bountyId)) {
    if (current?.bountyId !== win.bountyId) return;
    current = {
      ...current,
      title: current.title ?? win.title,
      paidCc: current.paidCc ?? win.paidCc,
      message: current.message ?? win.message,
    };
  } else {
    celebrated.add(win.bountyId);
    current = win;
  }
  emit();
}

export function closeWin() {
  if (!current) return;
  current = null;
  emit();
}

/** Forgets every win (tests). */
export function resetWins() {
  current = null;
  celebrated.clear();
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const useWin = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
