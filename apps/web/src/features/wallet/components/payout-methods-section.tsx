import { MSG, type PayoutMethodView } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Landmark } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { removePayoutMethod, usePayoutMethods } from '../api/payout-methods';
import { walletQueryKeys } from '../query-keys';
import { saveWithdrawDraft } from '../withdraw-draft';
import styles from './wallet.module.css';
import flow from './withdraw.module.css';
import { AddMethodButtons, METHOD_ICON, METHOD_KIND_LABEL, useAddMethod } from './withdraw-method-step';

const added = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The saved bank accounts and debit cards: remove one (after a confirm) or add one on the hosted page. */
export function PayoutMethodsSection() {
  const methods = usePayoutMethods();
  const [removing, setRemoving] = useState<PayoutMethodView | null>(null);
  const add = useAddMethod(() => saveWithdrawDraft({ origin: 'methods' }));

  return (
    <section className={`${styles.card} ${styles.methods}`} aria-labelledby="methods-title">
      <h2 id="methods-title" className={styles.cardHeading}>
        <Landmark size={18} aria-hidden /> Payment methods
      </h2>
      {methods.isPending ? (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            Loading payment methods
          </span>
          <Skeleton height={44} radius={8} />
        </div>
      ) : methods.isError ? (
        <EmptyState
          compact
          icon={<AlertTriangle size={18} />}
          title="We could not load your payment methods."
          description={methods.error instanceof ApiError ? methods.error.message : MSG.somethingWentWrong}
          action={
            <Button variant="secondary" size="sm" onClick={() => methods.refetch()}>
              Retry
            </Button>
          }
        />
      ) : methods.data.length === 0 ? (
        <p className={styles.muted}>Add a bank account or a debit card to withdraw the crowns you earn.</p>
      ) : (
        <ul className={styles.methodList} aria-label="Payment methods">
          {methods.data.map((m) => {
            const Icon = METHOD_ICON[m.type];
            return (
              <li key={m.id} className={styles.methodRow}>
                <span className={styles.kindIcon} aria-hidden>
                  <Icon size={18} />
                </span>
                <span className={styles.methodLabel}>
                  <span className={styles.methodName}>{m.label}</span>
                  <span className={styles.muted}>
                    {METHOD_KIND_LABEL[m.type]} · added {added.format(new Date(m.createdAt))}
                  </span>
                </span>
                <Button variant="ghost" size="sm" aria-label={`Remove ${m.label}`} onClick={() => setRemoving(m)}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <AddMethodButtons add={add} />
      {add.error ? (
        <p className={`${flow.message} ${flow.danger}`} role="alert">
          {add.error}
        </p>
      ) : null}
      <RemoveMethodDialog method={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function RemoveMethodDialog({ method, onClose }: { method: PayoutMethodView | null; onClose: () => void }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!method || busy) return;
    setBusy(true);
    try {
      const answer = await removePayoutMethod(method.id);
      toast.success(answer.message);
      await client.invalidateQueries({ queryKey: walletQueryKeys.payoutMethods() });
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError && e.handled))
        toast.error(e instanceof ApiError ? e.message : MSG.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={method !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Remove payment method?"
      description={method ? `${method.label} will no longer be offered for withdrawals.` : undefined}
      size="sm"
    >
      <div className={flow.actions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" loading={busy} onClick={remove}>
          Remove
        </Button>
      </div>
    </Dialog>
  );
}
