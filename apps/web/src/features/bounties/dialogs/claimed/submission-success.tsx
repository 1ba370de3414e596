import { CheckCircle2 } from 'lucide-react';
import { useCurrentUser } from '../../../../lib/current-user';
import { Button } from '../../../../ui';
import type { Bounty, BountyClaim } from '../../types';
import styles from '../dialogs.module.css';
import { useLeaveTo } from '../hooks/use-deep-link';

/** Submission Successful: the video is in review; My Profile goes to /@username, the other button to /dashboard. */
export function SubmissionSuccess({ bounty, claim }: { bounty: Bounty; claim: BountyClaim }) {
  const go = useLeaveTo();
  const me = useCurrentUser().data;
  const username = me?.sc_username ?? claim.user.sc_username;
  return (
    <>
      <div className={styles.center}>
        <span className={`${styles.hero} ${styles.heroSuccess}`} aria-hidden>
          <CheckCircle2 size={36} />
        </span>
        <p className={styles.lead}>Your video response to</p>
        <p className={styles.quote}>{bounty.title}</p>
        <p className={styles.lead}>is now in review.</p>
        <p className={styles.muted}>
          Reviews take 24-48 hours. You will get a notification when your video is verified, and the reward goes
          straight to your wallet.
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => go('/dashboard')}>
          Go to Dashboard
        </Button>
        {username ? <Button onClick={() => go(`/@${username}`)}>My Profile</Button> : null}
      </div>
    </>
  );
}
