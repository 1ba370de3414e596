import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, CrownAmount } from '../../../../ui';
import { useCoverSource } from '../../../../ui/cover-image';
import { FollowButton } from '../../../../ui/follow-button';
import { UserLink } from '../../../../ui/user-link';
import { BountyTimer } from '../../components/bounty-timer';
import { antesOf } from '../../relation';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';

type Props = {
  bounty: Bounty;
  /** Replaces the bounty's own countdown (e.g. a claim's 'Left to Submit'); null hides it. */
  timer?: ReactNode;
  /** A status badge shown beside the creator. */
  status?: ReactNode;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The top of every bounty dialog: image, title, creator, target tag (with Follow), reward, antes, users and the
 * countdown. Names open the Profile preview.
 */
export function BountySummary({ bounty: b, timer, status }: Props) {
  const image = useCoverSource(b.image_url);
  const target = b.target_user?.sc_username;
  return (
    <div className={styles.summary}>
      {image.url ? (
        <img className={styles.thumb} src={image.url} alt="" width={320} height={180} onError={image.onError} />
      ) : (
        <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden>
          <ImageOff size={28} />
        </span>
      )}
      <div className={styles.meta}>
        <h3 className={styles.heading}>{b.title}</h3>
        <div className={styles.byline}>
          <span>by</span>
          <UserLink user={b.creator} max={12} avatar="xs" at={false} className={styles.person} />
          {target ? (
            <>
              <span className={styles.tag}>
                For&nbsp;
                <UserLink user={b.target_user!} max={8} />
              </span>
              <FollowButton user={b.target_user!} />
            </>
          ) : null}
          {b.bounty_type === 'daily' ? <Badge tone="brand">Daily</Badge> : null}
          {b.isLive ? <Badge tone="live">Live bounty</Badge> : null}
          {status}
        </div>
        <dl className={styles.stats}>
          <div className={`${styles.stat} ${styles.wide}`}>
            <dt>Reward</dt>
            <dd>
              <CrownAmount crowns={b.amount_cc} size="lg" />
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>Antes</dt>
            <dd>{antesOf(b)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Upped the Ante</dt>
            <dd>{plural(Number(b.userCount) || 0, 'user', 'users')}</dd>
          </div>
        </dl>
        {timer === undefined ? (
          <div className={styles.timerBox}>
            <BountyTimer bounty={b} className={styles.timerBig} />
          </div>
        ) : (
          timer
        )}
      </div>
    </div>
  );
}
