import { BOUNTY_MSG } from '@crowns/contracts';
import { XCircle } from 'lucide-react';
import { useAttemptKey } from '../../../../lib/use-attempt-key';
import { Button } from '../../../../ui';
import { quitClaim } from '../../api/bounty-actions';
import { closeBountyDialog } from '../../dialog-store';
import type { Bounty, BountyClaim } from '../../types';
import styles from '../dialogs.module.css';
import { useBountyAction } from '../hooks/use-bounty-action';

/** The cancel-claim texts of spec 02 §2 ("Claimed or active bounty panel"), word for word. */
export const QUIT_TEXT = {
  header: 'cancel claimed bounty',
  title: 'Cancel Bounty?',
  description: 'Are you sure you want to cancel your claim to:',
  successTitle: 'Claim Cancelled',
  successText: 'You have cancelled your claim to:',
  close: 'Close Window',
} as const;

/** The dialog title of the confirmation: the header above the title. */
export function QuitTitle() {
  return (
    <>
      <span className={styles.eyebrow}>{QUIT_TEXT.header}</span> {QUIT_TEXT.title}
    </>
  );
}

/** Cancel Bounty? → POST quit → toast 'Quit Bounty' → Claim Cancelled. */
export function QuitClaim({
  bounty,
  claim,
  onBack,
  onQuit,
}: {
  bounty: Bounty;
  claim: BountyClaim;
  onBack: () => void;
  onQuit: () => void;
}) {
  const keys = useAttemptKey();
  const quit = useBountyAction({
    action: () => quitClaim(bounty.id, claim.id, keys.keyFor(String(claim.id))),
    success: BOUNTY_MSG.quit,
    money: true,
    onSuccess: () => {
      keys.settle();
      onQuit();
    },
    onError: (error) => keys.settle(error),
  });
  return (
    <>
      <p className={styles.lead}>{QUIT_TEXT.description}</p>
      <p className={styles.quote}>{bounty.title}</p>
      <p className={styles.muted}>
        {bounty.bounty_type === 'daily'
          ? 'Your claim ends and its place is freed for someone else.'
          : 'The bounty ends as failed and everyone who funded it gets their crowns back.'}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={quit.pending}>
          Keep Bounty
        </Button>
        <Button variant="danger" onClick={() => quit.run()} loading={quit.pending}>
          {quit.pending ? 'Cancelling...' : 'Cancel Bounty'}
        </Button>
      </div>
    </>
  );
}

/** Claim Cancelled. */
export function QuitDone({ bounty }: { bounty: Bounty }) {
  return (
    <>
      <div className={styles.center}>
        <span className={`${styles.hero} ${styles.heroDanger}`} aria-hidden>
          <XCircle size={34} />
        </span>
        <p className={styles.lead}>{QUIT_TEXT.successText}</p>
        <p className={styles.quote}>{bounty.title}</p>
      </div>
      <div className={styles.actions}>
        <Button onClick={closeBountyDialog}>{QUIT_TEXT.close}</Button>
      </div>
    </>
  );
}
