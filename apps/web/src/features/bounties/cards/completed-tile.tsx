import { Trophy } from 'lucide-react';
import { truncate } from '../../../lib/format';
import { Avatar } from '../../../ui';
import type { Bounty } from '../types';
import { CLAIMANT_MAX, CREATOR_MAX } from './banner';
import { BountyImage } from './bounty-image';
import styles from './completed-tile.module.css';
import { dollars } from './daily-card';

/** A tile of the Top Completed Bounties strip (spec 02 §2): thumbnail, creator, 'Won' $amount 'from' the title. */
export function CompletedTile({ bounty, onOpen }: { bounty: Bounty; onOpen: (b: Bounty) => void }) {
  const creator = bounty.creator?.sc_username ?? '';
  const winner = bounty.claims?.find((c) => c.status === 'completed')?.user.sc_username ?? bounty.streamer?.sc_username;
  return (
    <article className={styles.tile} data-testid="completed-tile">
      <div className={styles.media}>
        <BountyImage src={bounty.image_url} />
        {winner ? (
          <span className={styles.winner} title={winner}>
            <Trophy size={12} aria-hidden /> {truncate(winner, CLAIMANT_MAX)}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <span className={styles.creator}>
          <Avatar src={bounty.creator?.image_url} name={creator} size="sm" decorative />
          <span className={styles.name} title={creator}>
            {truncate(creator, CREATOR_MAX)}
          </span>
        </span>
        <p className={styles.won}>
          Won <span className={styles.amount}>{dollars(bounty.amount)}</span>
        </p>
        <p className={styles.from}>
          from{' '}
          <button type="button" className={styles.stretched} onClick={() => onOpen(bounty)}>
            {bounty.title}
          </button>
        </p>
      </div>
    </article>
  );
}

/** An empty slot of the strip, so it always shows 4 tiles. */
export function CompletedPlaceholder() {
  return (
    <div className={`${styles.tile} ${styles.placeholder}`} data-testid="completed-placeholder" aria-hidden>
      <span className={styles.placeholderIcon}>
        <Trophy size={22} />
      </span>
      <span className={styles.placeholderText}>Your win could be here</span>
    </div>
  );
}
