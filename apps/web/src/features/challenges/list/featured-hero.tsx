import { CHALLENGE_MSG, challengePath } from '@crowns/contracts';
import { MessageSquareText, Star, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, buttonClass, CrownAmount, EmptyState, LiveBadge, Skeleton } from '../../../ui';
import { CardCreator } from '../../../ui/card-creator';
import { CoverImage } from '../../../ui/cover-image';
import { ScheduleTimer } from '../../../ui/schedule-timer';
import { useFeaturedChallenge } from '../api/featured-challenge';
import { phaseOf } from '../phase';
import styles from './list.module.css';

/** The featured challenge (GET /challenge/featured): cover, title, creator, prize, countdown and a way in. */
export function FeaturedHero() {
  const featured = useFeaturedChallenge();
  if (featured.isPending)
    return (
      <div className={styles.hero} aria-busy="true" data-testid="featured-loading">
        <Skeleton height="auto" radius={12} className={styles.heroSkeleton} />
      </div>
    );
  const c = featured.data;
  if (!c)
    return (
      <div className={styles.heroEmpty}>
        <EmptyState icon={<Star size={22} />} title={CHALLENGE_MSG.noFeatured} compact />
      </div>
    );
  const phase = phaseOf(c);
  return (
    <section className={styles.hero} aria-labelledby="featured-title" data-testid="featured-challenge">
      <Link to={challengePath(c)} className={styles.heroMedia} tabIndex={-1} aria-hidden>
        <CoverImage src={c.image_url} icon={Swords} full priority />
      </Link>
      <div className={styles.heroBody}>
        <div className={styles.heroBadges}>
          <Badge tone="brand">
            <Star size={12} aria-hidden /> Featured
          </Badge>
          {phase === 'live' ? <LiveBadge /> : <Badge>Upcoming</Badge>}
        </div>
        <h2 id="featured-title" className={styles.heroTitle}>
          {c.title}
        </h2>
        {c.description ? <p className={styles.heroText}>{c.description}</p> : null}
        <div className={styles.heroMeta}>
          <CardCreator user={c.creator} />
          <span className={styles.heroCount}>
            <MessageSquareText size={14} aria-hidden /> {c.responsesCount} responses
          </span>
        </div>
        <div className={styles.heroFooter}>
          <div className={styles.heroPrize}>
            <span className={styles.heroLabel}>Prize</span>
            <CrownAmount crowns={c.prize_cc} size="lg" />
          </div>
          <ScheduleTimer schedule={c} className={styles.heroTimer} />
          <Link to={challengePath(c)} className={buttonClass()}>
            View Challenge
          </Link>
        </div>
      </div>
    </section>
  );
}
