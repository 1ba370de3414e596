import { Trophy } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useBountyDialog } from '../../../features/bounties/dialog-store';
import { Button, CrownAmount, Dialog } from '../../../ui';
import styles from './won-dialog.module.css';
import { closeWin, useWin } from './won-store';

/** You Have Won! (spec 01 §2, spec 02 §2, issue 11): the amount, the bounty or challenge, and the way to the wallet. */
export function WonDialog() {
  const win = useWin();
  // A bounty dialog already open (e.g. a review asked for by a result that came first) is finished first.
  const busy = useBountyDialog() !== null;
  const navigate = useNavigate();
  const toWallet = () => {
    closeWin();
    navigate('/wallet');
  };
  return (
    <Dialog
      open={win !== null && !busy}
      onOpenChange={(open) => {
        if (!open) closeWin();
      }}
      title="You Have Won!"
      size="sm"
      footer={<Button onClick={toWallet}>Go to Wallet</Button>}
    >
      {win ? (
        <div className={styles.body}>
          <span className={styles.badge} aria-hidden>
            <Trophy size={32} />
          </span>
          {win.paidCc !== undefined ? (
            <>
              <p className={styles.lead}>Congratulations! You won</p>
              <CrownAmount crowns={win.paidCc} size="lg" className={styles.amount} />
              <p className={styles.detail}>
                for <strong>{win.title ? `“${win.title}”` : `your ${win.kind}`}</strong>. The crowns are in your wallet.
              </p>
            </>
          ) : (
            <>
              <p className={styles.lead}>Congratulations!</p>
              <p className={styles.detail}>{win.message ?? `You won “${win.title ?? `your ${win.kind}`}”.`}</p>
            </>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
