import { Eye, Play } from 'lucide-react';
import { useState } from 'react';
import { usableImageUrl } from '../../../lib/format';
import { closeProfilePreview } from '../../../lib/profile-preview';
import { openBountyDialog } from '../../bounties/dialog-store';
import type { UserSubmission } from '../api/submissions';
import styles from './videos.module.css';

const RANKS = ['1st', '2nd', '3rd'];

/** A submitted video: its still (the platform's, else the bounty's image), views and bounty; opens the viewer. */
export function VideoTile({ video, rank }: { video: UserSubmission; rank?: number }) {
  const [failed, setFailed] = useState(false);
  const still = usableImageUrl(video.thumbnail_url) ?? usableImageUrl(video.bounty.image_url);
  const title = video.title || video.bounty.title;
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={() => {
        closeProfilePreview();
        openBountyDialog('viewer', { bountyId: video.model_id, claimId: video.id });
      }}
      aria-label={`Play “${title}”, ${video.count} views`}
    >
      <span className={styles.thumb}>
        {still && !failed ? (
          <img src={still} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
        ) : (
          <span className={styles.fallback} />
        )}
        {rank !== undefined ? <span className={styles.rank}>{RANKS[rank]}</span> : null}
        <span className={styles.play} aria-hidden>
          <Play size={18} fill="currentColor" />
        </span>
        <span className={styles.views}>
          <Eye size={12} aria-hidden /> {video.count}
        </span>
      </span>
      <span className={styles.tileTitle}>{title}</span>
    </button>
  );
}
