import { challengePath } from '@crowns/contracts';
import { Heart, MessageSquareText, Swords, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { truncate } from '../../lib/format';
import { Badge, CrownAmount, LiveBadge } from '../../ui';
import { CardCreator, CREATOR_MAX } from '../../ui/card-creator';
import { CoverImage } from '../../ui/cover-image';
import media from '../../ui/media-card.module.css';
import { EndedTimer, ScheduleTimer } from '../../ui/schedule-timer';
import styles from './challenges.module.css';
import { isOver, phaseOf, resultOf } from './phase';
import type { Challenge } from './types';

type Props = {
  challenge: Challenge;
  now?: number;
  /** The create flow's preview: no link. */
  preview?: boolean;
  /** A label over the cover (the dashboard's 'Created', 'Responded'…). */
  tag?: string;
};

/**
 * A challenge card (UI.md: thumbnail-first): cover with LIVE or the result, creator, title, response count, the
 * countdown to the start or the end, and the prize in gold as dollars with the crowns beside on hover.
 */
export function ChallengeCard({ challenge: c, now, preview, tag }: Props) {
  const phase = phaseOf(c, now);
  const result = resultOf(c, phase);
  return (
    <article className={media.card} data-testid="challenge-card" data-phase={phase}>
      <div className={media.media}>
        <CoverImage src={c.image_url} icon={Swords} />
        <span className={styles.cardBadges}>
          {phase === 'live' ? <LiveBadge /> : null}
          {phase === 'upcoming' ? <Badge tone="brand">Upcoming</Badge> : null}
          <Badge>{c.type === 'live' ? 'Live stream' : 'Video'}</Badge>
          {tag ? <span className={styles.roleTag}>{tag}</span> : null}
        </span>
        {result ? (
          <span className={`${media.banner} ${media[`banner_${result.tone}`]}`} data-testid="challenge-result">
            <Trophy size={14} aria-hidden />
            <span>
              {result.text}
              {result.name ? <strong> {truncate(result.name, CREATOR_MAX)}</strong> : null}
            </span>
          </span>
        ) : null}
      </div>
      <div className={media.body}>
        <div className={media.meta}>
          <CardCreator user={c.creator} />
          <span className={styles.counts}>
            <span title="Responses">
              <MessageSquareText size={13} aria-hidden /> {c.responsesCount}
              <span className="sr-only"> responses</span>
            </span>
            <span title="Upvotes">
              <Heart size={13} aria-hidden /> {c.upvotesCount}
              <span className="sr-only"> upvotes</span>
            </span>
          </span>
        </div>
        <h3 className={media.title}>
          {preview ? (
            c.title
          ) : (
            <Link to={challengePath(c)} className={media.stretched}>
              {c.title}
            </Link>
          )}
        </h3>
        <div className={media.footer}>
          {isOver(phase) ? (
            <EndedTimer className={media.timer} />
          ) : (
            <ScheduleTimer schedule={c} className={media.timer} />
          )}
          <CrownAmount crowns={c.prize_cc} show="hover" />
        </div>
      </div>
    </article>
  );
}
