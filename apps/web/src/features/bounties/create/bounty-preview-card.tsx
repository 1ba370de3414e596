import { ImageIcon, TrendingUp } from 'lucide-react';
import { truncate } from '../../../lib/format';
import { Avatar } from '../../../ui/avatar';
import { LiveBadge } from '../../../ui/badge';
import { formatRemaining } from '../../../ui/countdown';
import { CrownAmount } from '../../../ui/crown-amount';
import styles from './preview.module.css';

/** What a new bounty will look like, from the draft. */
export type BountyPreview = {
  imageUrl: string | null;
  title: string;
  creator: { name: string; imageUrl?: string | null };
  targetName: string | null;
  isLive: boolean;
  hours: number;
  crowns: number;
  ccPerUsd: number;
  categories: string[];
};

/** The board card as the new bounty will appear: thumbnail, target tag, creator, ante count, title, 'Ends In', reward. */
export function BountyPreviewCard({ preview }: { preview: BountyPreview }) {
  const { imageUrl, title, creator, targetName, isLive, hours, crowns, ccPerUsd } = preview;
  return (
    <article className={styles.card} aria-label="Bounty card preview">
      <div className={styles.thumb}>
        {imageUrl ? (
          <img src={imageUrl} alt="" />
        ) : (
          <span className={styles.thumbEmpty}>
            <ImageIcon size={28} aria-hidden />
            Your 16:9 image
          </span>
        )}
        {targetName ? <span className={styles.targetTag}>@{truncate(targetName, 8)}</span> : null}
        {isLive ? <LiveBadge className={styles.live} /> : null}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardCreator}>
          <Avatar src={creator.imageUrl} name={creator.name} size="xs" decorative />
          <span>{truncate(creator.name, 12)}</span>
          <span className={styles.antes}>
            <TrendingUp size={14} aria-hidden /> <span className="tabular">0</span>
            <span className="sr-only">antes</span>
          </span>
        </div>
        <h3 className={styles.cardTitle}>{title.trim() || 'Your bounty name'}</h3>
        <div className={styles.cardFooter}>
          <span className={styles.timer}>
            <span className={styles.timerLabel}>Ends In</span>
            <span className="tabular">{formatRemaining(hours * 3_600_000)}</span>
          </span>
          <CrownAmount crowns={crowns} ccPerUsd={ccPerUsd} show="dollars" />
        </div>
      </div>
    </article>
  );
}
