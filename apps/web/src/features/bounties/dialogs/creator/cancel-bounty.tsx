import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useAttemptKey } from '../../../../lib/use-attempt-key';
import { Button, CrownAmount, Skeleton } from '../../../../ui';
import { type ActionAnswer, deleteBounty } from '../../api/bounty-actions';
import { closeBountyDialog } from '../../dialog-store';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';
import { useBountyAction } from '../hooks/use-bounty-action';
import { useConfigPercent } from '../hooks/use-config-values';
import creator from './creator.module.css';
import { deletionRefund } from './deletion-refund';

/** The success toast of a deletion (spec 02 §8). */
export const CANCELED = 'Canceled';

/**
 * Cancel Bounty: states the refund minus bounty_deletion_fee_percent, then DELETE /bounty/{id} → 'Canceled' and
 * the crowns that came back.
 */
export function CancelBounty({ bounty, onBack, onDone }: { bounty: Bounty; onBack: () => void; onDone: () => void }) {
  const fee = useConfigPercent('bounty_deletion_fee_percent');
  const [refunded, setRefunded] = useState<number | null>(null);
  const keys = useAttemptKey();
  const remove = useBountyAction<void, ActionAnswer>({
    action: () => deleteBounty(bounty.id, keys.keyFor(String(bounty.id))),
    success: CANCELED,
    money: true,
    onSuccess: (answer) => {
      keys.settle();
      const back = Number(answer.data?.refunded_cc);
      setRefunded(Number.isFinite(back) ? back : 0);
      onDone();
    },
    onError: (error) => keys.settle(error),
  });

  if (refunded !== null)
    return (
      <>
        <div className={styles.center}>
          <span className={`${styles.hero} ${styles.heroSuccess}`} aria-hidden>
            <CheckCircle2 size={34} />
          </span>
          <p className={styles.lead}>You cancelled</p>
          <p className={styles.quote}>{bounty.title}</p>
          <p className={styles.lead}>
            <CrownAmount crowns={refunded} /> went back to your wallet.
          </p>
        </div>
        <div className={styles.actions}>
          <Button onClick={closeBountyDialog}>Close</Button>
        </div>
      </>
    );

  const money = fee.data === undefined ? null : deletionRefund(bounty.amount_cc, fee.data);
  return (
    <>
      <p className={styles.lead}>Are you sure you want to cancel this bounty?</p>
      <p className={styles.quote}>{bounty.title}</p>
      {money ? (
        <dl className={creator.refund}>
          <div>
            <dt>Reward in the bounty</dt>
            <dd>
              <CrownAmount crowns={bounty.amount_cc} />
            </dd>
          </div>
          <div>
            <dt>Deletion fee ({fee.data}%)</dt>
            <dd>
              <CrownAmount crowns={money.fee} />
            </dd>
          </div>
          <div className={creator.total}>
            <dt>You get back</dt>
            <dd>
              <CrownAmount crowns={money.refund} size="lg" />
            </dd>
          </div>
        </dl>
      ) : (
        <Skeleton height={96} />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={remove.pending}>
          Keep Bounty
        </Button>
        <Button variant="danger" onClick={() => remove.run()} loading={remove.pending} disabled={!money}>
          {remove.pending ? 'Cancelling...' : 'Cancel Bounty'}
        </Button>
      </div>
    </>
  );
}
