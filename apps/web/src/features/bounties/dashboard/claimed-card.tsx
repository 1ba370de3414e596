import { Send, XCircle } from 'lucide-react';
import { truncate } from '../../../lib/format';
import { Avatar, Button, CrownAmount, LiveBadge } from '../../../ui';
import { AnteCount } from '../cards/ante-count';
import { CREATOR_MAX } from '../cards/banner';
import { BountyImage } from '../cards/bounty-image';
import { BountyTimer } from '../components/bounty-timer';
import { openBountyDialog } from '../dialog-store';
import { openBounty } from '../open-bounty';
import type { Bounty, BountyClaim } from '../types';
import styles from './dashboard.module.css';

/**
 * One of my current claims (spec 02 §2 "Claimed or active bounty panel"): creator, title, amount, ante count, the
 * 'Left to Submit' countdown to the claim's end, Submit and Cancel (Cancel is not offered for daily bounties).
 */
export function ClaimedCard({ bounty, claim }: { bounty: Bounty; claim: BountyClaim }) {
  const creator = bounty.creator?.sc_username ?? '';
  const daily = bounty.bounty_type === 'daily';
  return (
    <article className={styles.claimed} data-testid="claimed-card">
      <button type="button" className={styles.claimedImage} onClick={() => openBounty(bounty)}>
        <BountyImage src={bounty.image_url} />
        {bounty.bounty_type === 'live' ? <LiveBadge className={styles.live} /> : null}
        <span className="sr-only">Open {bounty.title}</span>
      </button>
      <div className={styles.claimedBody}>
        <div className={styles.claimedMeta}>
          <span className={styles.creator}>
            <Avatar src={bounty.creator?.image_url} name={creator} size="xs" decorative />
            <span title={creator}>{truncate(creator, CREATOR_MAX)}</span>
          </span>
          <AnteCount bounty={bounty} />
        </div>
        <h3 className={styles.claimedTitle}>{bounty.title}</h3>
        <div className={styles.claimedStats}>
          <CrownAmount crowns={bounty.amount_cc} size="lg" show="dollars" />
          <span className={styles.deadline}>
            <span className={styles.deadlineLabel}>Left to Submit</span>
            <BountyTimer bounty={bounty} end={claim.modified_end_time} showLabel={false} className={styles.countdown} />
          </span>
        </div>
        <div className={styles.claimedActions}>
          {daily ? null : (
            <Button variant="secondary" onClick={() => openBountyDialog('claimed', { bounty, step: 'quit' })}>
              <XCircle size={16} aria-hidden /> Cancel
            </Button>
          )}
          <Button onClick={() => openBountyDialog('claimed', { bounty, step: 'submit' })}>
            <Send size={16} aria-hidden /> Submit
          </Button>
        </div>
      </div>
    </article>
  );
}
