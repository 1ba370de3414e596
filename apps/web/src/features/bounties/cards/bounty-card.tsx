import { CrownAmount } from '../../../ui';
import { CardCreator } from '../../../ui/card-creator';
import { openBounty } from '../open-bounty';
import type { Bounty } from '../types';
import { AnteCount } from './ante-count';
import { BountyImage } from './bounty-image';
import { CardTimer } from './card-timer';
import styles from './cards.module.css';
import { StatusBanner, StreamerTag } from './status-banner';

/**
 * A most-wanted grid card (spec 02 §2): image with the status banner, creator (cut at 12), ante count, title, and the
 * countdown with the reward. A click anywhere opens the bounty by the click order of spec 02 §4.
 */
export function BountyCard({ bounty }: { bounty: Bounty }) {
  return (
    <article className={styles.card} data-testid="bounty-card">
      <div className={styles.media}>
        <BountyImage src={bounty.image_url} />
        <StreamerTag bounty={bounty} />
        <StatusBanner bounty={bounty} />
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <CardCreator user={bounty.creator} />
          <AnteCount bounty={bounty} />
        </div>
        <h3 className={styles.title}>
          <button type="button" className={styles.stretched} onClick={() => openBounty(bounty)}>
            {bounty.title}
          </button>
        </h3>
        <div className={styles.footer}>
          <CardTimer bounty={bounty} className={styles.timer} />
          <CrownAmount crowns={bounty.amount_cc} show="hover" />
        </div>
      </div>
    </article>
  );
}
