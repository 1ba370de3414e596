import { CheckCircle2 } from 'lucide-react';
import { useSession } from '../../../../lib/session';
import { Button } from '../../../../ui';
import { BountyTimer } from '../../components/bounty-timer';
import { openBountyDialog } from '../../dialog-store';
import { myClaim } from '../../relation';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';
import { useLeaveTo } from '../hooks/use-deep-link';

/** The success after a claim: what to do next, the time left, and the way to the submit form or the dashboard. */
export function BountyAccepted({ bounty }: { bounty: Bounty }) {
  const leaveTo = useLeaveTo();
  const session = useSession();
  const end = myClaim(bounty, session?.userId)?.modified_end_time ?? bounty.duration_end_time;
  return (
    <>
      <div className={styles.center}>
        <span className={`${styles.hero} ${styles.heroSuccess}`} aria-hidden>
          <CheckCircle2 size={36} />
        </span>
        <p className={styles.lead}>The bounty is yours:</p>
        <p className={styles.quote}>{bounty.title}</p>
      </div>
      <div className={styles.timerBox}>
        <span className={styles.timerLabel}>Left to Submit</span>
        <BountyTimer bounty={bounty} end={end} showLabel={false} className={styles.timerBig} />
      </div>
      <ol className={styles.steps}>
        <li>
          <strong>Film it.</strong> Record a video that meets every requirement.
        </li>
        <li>
          <strong>Post it.</strong> Publish it on TikTok, YouTube, Twitch or Kick. Private videos are not accepted.
        </li>
        <li>
          <strong>Submit the link</strong> before the timer runs out. Reviews take 24-48 hours.
        </li>
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => leaveTo('/dashboard')}>
          Go to Dashboard
        </Button>
        <Button onClick={() => openBountyDialog('claimed', { bounty, step: 'submit' })}>Submit Video</Button>
      </div>
    </>
  );
}
