import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { truncate, usableImageUrl } from '../../../../lib/format';
import { Avatar, Badge, CrownAmount } from '../../../../ui';
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

/** The top of every bounty dialog: image, title, creator, target tag, reward, antes, users and the countdown. */
export function BountySummary({ bounty: b, timer, status }: Props) {
  const image = usableImageUrl(b.image_url);
  const target = b.target_user?.sc_username;
  return (
    <div className={styles.summary}>
      {image ? (
        <img className={styles.thumb} src={image} alt="" width={320} height={180} />
      ) : (
        <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden>
          <ImageOff size={28} />
        </span>
      )}
      <div className={styles.meta}>
        <h3 className={styles.heading}>{b.title}</h3>
        <div className={styles.byline}>
          <span>by</span>
          <span className={styles.person} title={b.creator.sc_username}>
            <Avatar src={b.creator.image_url} name={b.creator.sc_username} size="xs" decorative />
            {truncate(b.creator.sc_username, 12)}
          </span>
          {target ? (
            <span className={styles.tag} title={`@${target}`}>
              For @{truncate(target, 8)}
            </span>
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
