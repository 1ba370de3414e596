import { BOUNTY_FAILURE_TEXT } from '@crowns/contracts';
import { Crown, PlayCircle, Trophy, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useRefreshMoney } from '../../../../lib/refresh-money';
import { useSession } from '../../../../lib/session';
import { Button, CrownAmount, Dialog, Skeleton } from '../../../../ui';
import { closeBountyDialog, type FeedbackResult, openBountyDialog } from '../../dialog-store';
import { myClaim } from '../../relation';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';
import { useConfigPercent } from '../hooks/use-config-values';

type Props = { bounty: Bounty; result: FeedbackResult; paidCc?: number };

/** What the winner was paid: a daily reward in full, otherwise the reward minus transaction_fee_percent. */
function usePaid(bounty: Bounty, paidCc: number | undefined) {
  const fee = useConfigPercent('transaction_fee_percent');
  if (typeof paidCc === 'number') return paidCc;
  if (bounty.bounty_type === 'daily') return bounty.starting_cc;
  if (fee.data === undefined) return undefined;
  return bounty.amount_cc - Math.floor((bounty.amount_cc * fee.data) / 100);
}

/** Bounty Completed / feedback (spec 02 §2): won ('You Have Won!' with the amount) or failed with the failure text. */
export function FeedbackDialog({ bounty, result, paidCc }: Props) {
  const session = useSession();
  const refreshMoney = useRefreshMoney();
  const paid = usePaid(bounty, paidCc);
  const mine = myClaim(bounty, session?.userId);
  const winner = bounty.claims.find((c) => c.status === 'completed');
  const won = result === 'completed' && mine?.status === 'completed';
  const claimant = mine !== undefined;

  // A result moves crowns (payout or refunds): the wallet and the top-bar chip catch up.
  useEffect(() => {
    void refreshMoney();
  }, [refreshMoney]);

  const title = result === 'failed' ? 'Bounty Failed' : won ? 'You Have Won!' : 'Bounty Completed';
  return (
    <Dialog open onOpenChange={(o) => !o && closeBountyDialog()} title={title} size="sm">
      <div className={styles.center}>
        <span
          className={`${styles.hero} ${result === 'failed' ? styles.heroDanger : won ? styles.heroGold : styles.heroSuccess}`}
          aria-hidden
        >
          {result === 'failed' ? <XCircle size={34} /> : won ? <Crown size={34} /> : <Trophy size={34} />}
        </span>
        {won ? (
          <p className={styles.lead}>
            You won {paid === undefined ? <Skeleton width={90} height={20} /> : <CrownAmount crowns={paid} size="lg" />}{' '}
            for
          </p>
        ) : result === 'completed' ? (
          <p className={styles.lead}>{winner ? `@${winner.user.sc_username} completed` : 'Completed:'}</p>
        ) : null}
        <p className={styles.quote}>{bounty.title}</p>
        {won ? <p className={styles.muted}>Your video was verified. The crowns are in your wallet.</p> : null}
        {result === 'completed' && !won ? (
          <p className={styles.lead}>
            Reward <CrownAmount crowns={bounty.amount_cc} />
          </p>
        ) : null}
        {result === 'failed' ? (
          <p className={`${styles.note} ${styles.danger}`}>
            {bounty.failure_message ?? BOUNTY_FAILURE_TEXT.requirements}
          </p>
        ) : null}
        {result === 'failed' && !claimant ? (
          <p className={`${styles.note} ${styles.success}`}>
            Everyone who funded this bounty got their crowns back, you included. Check your wallet.
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button variant={result === 'completed' ? 'secondary' : 'primary'} onClick={closeBountyDialog}>
          Close
        </Button>
        {result === 'completed' && (winner ?? mine)?.submit_link ? (
          <Button onClick={() => openBountyDialog('viewer', { bounty })}>
            <PlayCircle size={16} aria-hidden /> View Response
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
