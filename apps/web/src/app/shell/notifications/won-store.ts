import { useSyncExternalStore } from 'react';

/**
 * A win to celebrate, of a bounty or a challenge: the winner events carry the paid crowns; a notification alone
 * carries its message.
 */
export type Win = { kind: 'bounty' | 'challenge'; id: number; title?: string; paidCc?: number; message?: string };

let current: Win | null = null;
const celebrated = new Set<string>();
const keyOf = (w: Win) => `${w.kind}:${w.id}`;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/**
 * Opens You Have Won! once per bounty or challenge. The event and the notification of one win (and any repeat
 * delivery) fill in the same dialog instead of opening it again.
 */
export function celebrateWin(win: Win) {
  const key = keyOf(win);
  if (celebrated.has(key)) {
    if (!current || keyOf(current) !== key) return;
    current = {
      ...current,
      title: current.title ?? win.title,
      paidCc: current.paidCc ?? win.paidCc,
      message: current.message ?? win.message,
    };
  } else {
    celebrated.add(key);
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
