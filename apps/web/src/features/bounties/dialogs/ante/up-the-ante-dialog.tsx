import { BOUNTY_MSG } from '@crowns/contracts';
import { useEffect, useState } from 'react';
import { openLogin } from '../../../../lib/app-actions';
import { useRefreshMoney } from '../../../../lib/refresh-money';
import { useSession } from '../../../../lib/session';
import { useAttemptKey } from '../../../../lib/use-attempt-key';
import { Button, Dialog } from '../../../../ui';
import { AddCrownsForm } from '../../../../ui/add-crowns/add-crowns-form';
import { type ActionAnswer, upTheAnte } from '../../api/bounty-actions';
import { type BountyDialogKind, closeBountyDialog, openBountyDialog } from '../../dialog-store';
import { isNoLongerActive } from '../../relation';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';
import { useBountyAction } from '../hooks/use-bounty-action';
import { AnteDone } from './ante-done';

/** Up the Ante (spec 02 §2, §5): raise the reward from the wallet, then a success view with the new total. */
export function UpTheAnteDialog({ bounty, from }: { bounty: Bounty; from?: BountyDialogKind }) {
  const session = useSession();
  const refreshMoney = useRefreshMoney();
  const [done, setDone] = useState<{ crowns: number; total: number } | null>(null);
  const keys = useAttemptKey();
  const ante = useBountyAction<number, ActionAnswer>({
    action: (crowns) => upTheAnte(bounty.id, crowns, keys.keyFor(`${bounty.id}:${crowns}`)),
    success: BOUNTY_MSG.upped,
    money: true,
    onSuccess: (answer, crowns) => {
      keys.settle();
      setDone({ crowns, total: Number(answer.data?.amount) || bounty.amount_cc + crowns });
    },
    onError: (error) => {
      keys.settle(error);
      // The balance may have changed elsewhere ('You don't have enough amount').
      void refreshMoney();
    },
  });

  // Every action needs a logged-in user (spec 02 §6).
  useEffect(() => {
    if (session) return;
    closeBountyDialog();
    openLogin();
  }, [session]);

  const back = () => (from ? openBountyDialog(from, { bounty }) : closeBountyDialog());
  const backLabel = from ? 'Back' : 'Cancel';

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && closeBountyDialog()}
      title={done ? 'You Upped the Ante!' : 'Up the Ante'}
      description={done ? undefined : `Raise the reward of “${bounty.title}” with your crowns.`}
      size="sm"
    >
      {done ? (
        <AnteDone bounty={bounty} crowns={done.crowns} total={done.total} onBack={from ? back : undefined} />
      ) : isNoLongerActive(bounty) ? (
        <>
          <p className={`${styles.note} ${styles.danger}`} role="alert">
            {BOUNTY_MSG.noLongerActive}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={back}>
              {from ? 'Back' : 'Close'}
            </Button>
          </div>
        </>
      ) : (
        <AddCrownsForm
          total={bounty.amount_cc}
          totalLabel="Reward"
          amountLabel="Ante amount"
          submitLabel="Up the Ante"
          pending={ante.pending}
          onSubmit={ante.run}
          onCancel={back}
          cancelLabel={backLabel}
        />
      )}
    </Dialog>
  );
}
