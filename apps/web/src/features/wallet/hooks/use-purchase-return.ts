import { formatCrowns, MSG, WALLET_MSG } from '@crowns/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { useRefreshMoney } from '../../../lib/refresh-money';
import { isFinalPurchase, usePurchase } from '../api/get-purchase';

/** How long to wait for the provider's confirmation after the checkout sends the user back. */
export const PURCHASE_POLL_LIMIT_MS = 20_000;

export const purchaseSucceededMessage = (crowns: number) => `${formatCrowns(crowns)} crowns added to your wallet`;
export const purchasePendingMessage =
  'We are still confirming your payment. Your balance will update as soon as it is confirmed.';

export type PurchaseReturn = { purchaseId: string; confirming: boolean } | null;

/**
 * Back from the checkout at /wallet?purchase={id}&status=…: polls the purchase until it is final (at most
 * PURCHASE_POLL_LIMIT_MS), tells the user the outcome once, refreshes balances and removes the query params.
 */
export function usePurchaseReturn(): PurchaseReturn {
  const [params, setParams] = useSearchParams();
  const purchaseId = params.get('purchase');
  // The person left the checkout: nothing to wait for (a Stripe checkout stays open until it expires).
  const cancelled = params.get('status') === 'cancelled';
  const [timedOut, setTimedOut] = useState(false);
  const handled = useRef<string | null>(null);
  const refresh = useRefreshMoney();
  const query = usePurchase(cancelled ? null : purchaseId, { stop: timedOut });

  useEffect(() => {
    if (!purchaseId) return;
    setTimedOut(false);
    const id = setTimeout(() => setTimedOut(true), PURCHASE_POLL_LIMIT_MS);
    return () => clearTimeout(id);
  }, [purchaseId]);

  const purchase = query.data;
  const final = isFinalPurchase(purchase?.status);
  const done = cancelled || final || Boolean(query.error) || timedOut;

  useEffect(() => {
    if (!purchaseId || !done || handled.current === purchaseId) return;
    handled.current = purchaseId;
    if (cancelled) {
      toast.info(WALLET_MSG.checkoutCancelled);
    } else if (purchase?.status === 'succeeded') {
      toast.success(purchaseSucceededMessage(purchase.crowns + purchase.bonusCrowns));
    } else if (purchase?.status === 'declined') {
      toast.error(purchase.message || WALLET_MSG.cardDeclined);
    } else if (query.error) {
      const error = query.error;
      // A handled ApiError means the session ended and the client already reacted.
      if (!(error instanceof ApiError && error.handled))
        toast.error(error instanceof ApiError ? error.message : MSG.somethingWentWrong);
    } else {
      toast.info(purchasePendingMessage);
    }
    void refresh();
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('purchase');
        next.delete('status');
        return next;
      },
      { replace: true },
    );
  }, [purchaseId, done, cancelled, purchase, query.error, refresh, setParams]);

  return purchaseId && !done ? { purchaseId, confirming: true } : null;
}
