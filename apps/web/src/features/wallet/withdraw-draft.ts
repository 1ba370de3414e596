/**
 * What the Withdraw dialog holds while the user is away on a hosted page (add a method, identity check): the page
 * loads anew on return, so the amount and the chosen destination wait in sessionStorage (this tab only).
 */
export type WithdrawDraft = {
  /** 'methods': the user left from the payment methods section, so the return does not reopen the dialog. */
  origin: 'dialog' | 'methods';
  crowns?: string;
  destination?: { kind: 'method'; id: number } | { kind: 'gift_card'; brandId: string; amountUsd: number };
};

const KEY = 'crowns.withdrawDraft';

export function saveWithdrawDraft(draft: WithdrawDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {}
}

export function readWithdrawDraft(): WithdrawDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const draft = raw ? (JSON.parse(raw) as WithdrawDraft) : null;
    return draft && typeof draft === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function clearWithdrawDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}
