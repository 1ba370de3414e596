import type { BountyUserRef } from '@crowns/contracts';
import { Trophy } from 'lucide-react';
import { Avatar } from '../../../ui';
import type { Bounty } from '../types';
import { BountyImage } from './bounty-image';
import styles from './completed-tile.module.css';
import { dollars } from './daily-card';

/** Who won a completed bounty: the claim that completed it (a daily bounty has no single holder to fall back on). */
export function winnerOf(bounty: Bounty): Pick<BountyUserRef, 'sc_username' | 'image_url'> | null {
  const completed = bounty.claims?.find((c) => c.status === 'completed')?.user;
  if (completed) return completed;
  return bounty.bounty_type === 'daily' ? null : (bounty.streamer ?? null);
}

/**
 * A tile of the Top Completed Bounties strip (spec 02 §2): thumbnail, the winner 'Won' $amount 'from' the title, and
 * the creator's username and avatar. Names are cut by CSS where the tile runs out of room, whole in the tooltip.
 */
export function CompletedTile({ bounty, onOpen }: { bounty: Bounty; onOpen: (b: Bounty) => void }) {
  const creator = bounty.creator?.sc_username ?? '';
  const winner = winnerOf(bounty);
  return (
    <article className={styles.tile} data-testid="completed-tile">
      <div className={styles.media}>
        {/* The strip is near the board's top: its images are where the largest paint is. */}
        <BountyImage src={bounty.image_url} priority />
      </div>
      <div className={styles.body}>
        {winner ? (
          <p className={styles.won}>
            <Avatar src={winner.image_url} name={winner.sc_username} size="xs" decorative />
            <span className={styles.winner} title={winner.sc_username}>
              {winner.sc_username}
            </span>{' '}
            <span className={styles.verb}>Won</span> <span className={styles.amount}>{dollars(bounty.amount)}</span>
          </p>
        ) : (
          <p className={styles.won}>
            <span className={styles.verb}>Completed</span>{' '}
            <span className={styles.amount}>{dollars(bounty.amount)}</span>
          </p>
        )}
        <p className={styles.from}>
          from{' '}
          <button type="button" className={styles.stretched} onClick={() => onOpen(bounty)} title={bounty.title}>
            {bounty.title}
          </button>
        </p>
        <p className={styles.creator}>
          <Avatar src={bounty.creator?.image_url} name={creator} size="xs" decorative />
          <span className={styles.by}>by</span>{' '}
          <span className={styles.name} title={creator}>
            {creator}
          </span>
        </p>
      </div>
    </article>
  );
}

/** The strip's empty slots, as one small tile after the real ones (a young board has few). */
export function CompletedPlaceholder({ none = false }: { none?: boolean }) {
  return (
    <div className={`${styles.tile} ${styles.placeholder}`} data-testid="completed-placeholder">
      <span className={styles.placeholderIcon} aria-hidden>
        <Trophy size={18} />
      </span>
      <span className={styles.placeholderText}>
        {none ? 'No completed bounties yet. Your win could be here.' : 'Your win could be here'}
      </span>
    </div>
  );
}
