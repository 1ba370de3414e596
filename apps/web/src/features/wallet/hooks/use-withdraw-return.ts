import { MSG } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { completeIdvSession } from '../api/identity';
import { exchangePublicToken } from '../api/payout-methods';
import { walletQueryKeys } from '../query-keys';
import { clearWithdrawDraft, readWithdrawDraft } from '../withdraw-draft';
import { openWithdrawDialog } from '../withdraw-store';

const RETURN_PARAMS = ['withdraw', 'public_token', 'pm', 'link_exit', 'idv_session'];

export type WithdrawReturn = 'adding-method' | 'checking-identity' | null;

const toastError = (e: unknown) => {
  if (!(e instanceof ApiError && e.handled)) toast.error(e instanceof ApiError ? e.message : MSG.somethingWentWrong);
};

/**
 * Back from a hosted page at /wallet?withdraw=1&…: `public_token` (a method was added: exchange it, select it),
 * `link_exit=1` (left without adding: reopen unchanged) or `idv_session` (identity check: record it and ask its
 * state). Reopens the Withdraw dialog where the user left it and removes the params.
 */
export function useWithdrawReturn(): WithdrawReturn {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const handled = useRef<string | null>(null);
  const [busy, setBusy] = useState<WithdrawReturn>(null);
  const signature = params.get('withdraw') === '1' ? params.toString() : null;

  useEffect(() => {
    if (!signature || handled.current === signature) return;
    handled.current = signature;
    const publicToken = params.get('public_token');
    const sessionId = params.get('idv_session');
    const draft = readWithdrawDraft();
    // Added from the payment methods section: stay on the page.
    const reopen = draft?.origin !== 'methods';
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const p of RETURN_PARAMS) next.delete(p);
        return next;
      },
      { replace: true },
    );

    if (publicToken) {
      setBusy('adding-method');
      exchangePublicToken(publicToken)
        .then((answer) => {
          toast.success(answer.message);
          void client.invalidateQueries({ queryKey: walletQueryKeys.payoutMethods() });
          if (reopen) openWithdrawDialog({ step: 'method', method: answer.data });
          else clearWithdrawDraft();
        })
        .catch((e: unknown) => {
          toastError(e);
          if (reopen) openWithdrawDialog({ step: 'method' });
        })
        .finally(() => setBusy(null));
    } else if (sessionId) {
      setBusy('checking-identity');
      completeIdvSession(sessionId)
        .then((kyc) => {
          void client.invalidateQueries({ queryKey: ['wallet', 'quote'] });
          openWithdrawDialog({ step: 'identity', kyc });
        })
        .catch((e: unknown) => {
          toastError(e);
          openWithdrawDialog({ step: 'identity' });
        })
        .finally(() => setBusy(null));
    } else if (reopen) {
      // link_exit=1 (or a bare withdraw=1): back where the user was.
      openWithdrawDialog({ step: draft?.crowns ? 'method' : 'amount' });
    } else clearWithdrawDraft();
  }, [signature, params, setParams, client]);

  return busy;
}
