import type { ChallengeDetail } from '@crowns/contracts';
import { Swords } from 'lucide-react';
import { formatViewers } from '../../../lib/format';
import { Avatar, Badge } from '../../../ui';
import { CoverImage } from '../../../ui/cover-image';
import { UserLink } from '../../../ui/user-link';
import { VideoPlayer } from '../../../ui/video/video-player';
import styles from './detail.module.css';

/** The cover image, or once paid the winning video. */
export function ChallengeMedia({ challenge: c }: { challenge: ChallengeDetail }) {
  if (c.status === 'paid' && c.winner?.video_url)
    return (
      <div className={styles.media} data-testid="winning-video">
        <VideoPlayer url={c.winner.video_url} title={`Winning response: ${c.title}`} onBack={() => undefined} />
      </div>
    );
  return (
    <div className={styles.media}>
      <CoverImage src={c.image_url} icon={Swords} className={styles.cover} full priority />
    </div>
  );
}

/** Title, creator, category and type. */
export function ChallengeHeading({ challenge: c }: { challenge: ChallengeDetail }) {
  return (
    <header className={styles.heading}>
      <div className={styles.chips}>
        <Badge tone="brand">{c.category}</Badge>
        <Badge>{c.type === 'live' ? 'Live stream' : 'Video'}</Badge>
      </div>
      <h1 className={styles.title}>{c.title}</h1>
      <p className={styles.person}>
        <Avatar src={c.creator.image_url} name={c.creator.sc_username} size="sm" decorative />
        <span>
          by{' '}
          <strong>
            <UserLink user={c.creator} />
          </strong>{' '}
          · {formatViewers(c.views)} {c.views === 1 ? 'view' : 'views'}
        </span>
      </p>
    </header>
  );
}
