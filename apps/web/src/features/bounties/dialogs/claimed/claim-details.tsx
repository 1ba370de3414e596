import { BOUNTY_MSG } from '@crowns/contracts';
import { Clock, LogOut, Upload } from 'lucide-react';
import { Button } from '../../../../ui';
import { BountyTimer } from '../../components/bounty-timer';
import { isExtended } from '../../relation';
import type { Bounty, BountyClaim } from '../../types';
import styles from '../dialogs.module.css';
import { BountySummary } from '../parts/bounty-summary';
import { BountyTabs } from '../parts/bounty-tabs';
import { ShareButton } from '../parts/share-button';

type Props = {
  bounty: Bounty;
  claim: BountyClaim;
  onQuit: () => void;
  onExtend: () => void;
  onSubmit: () => void;
};

/** Claimed Bounty Details: 'Left to Submit', Quit, Extend Time (once, not for daily), Submit, Share, and the tabs. */
export function ClaimDetails({ bounty, claim, onQuit, onExtend, onSubmit }: Props) {
  const daily = bounty.bounty_type === 'daily';
  const extended = isExtended(bounty, claim);
  return (
    <>
      <BountySummary
        bounty={bounty}
        timer={
          <div className={styles.timerBox}>
            <span className={styles.timerLabel}>Left to Submit</span>
            <BountyTimer bounty={bounty} end={claim.modified_end_time} showLabel={false} className={styles.timerBig} />
          </div>
        }
      />
      {!daily && extended ? <p className={styles.note}>{BOUNTY_MSG.alreadyExtended}</p> : null}
      <BountyTabs bounty={bounty} activityLabel="Bounty Activity" />
      <div className={`${styles.actions} ${styles.footer}`}>
        <ShareButton bounty={bounty} />
        {daily ? null : (
          <Button variant="secondary" onClick={onQuit}>
            <LogOut size={16} aria-hidden /> Quit
          </Button>
        )}
        {daily ? null : (
          <Button
            variant="secondary"
            onClick={onExtend}
            disabled={extended}
            title={extended ? BOUNTY_MSG.alreadyExtended : undefined}
          >
            <Clock size={16} aria-hidden /> Extend Time
          </Button>
        )}
        <Button onClick={onSubmit}>
          <Upload size={16} aria-hidden /> Submit Video
        </Button>
      </div>
    </>
  );
}
