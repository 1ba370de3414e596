import type { LeaderboardEarner, LeaderboardWin } from '@crowns/contracts';
import { Link } from 'react-router';
import { Avatar, CrownAmount, Skeleton } from '../../../ui';
import { useCoverSource } from '../../../ui/cover-image';
import { UserLink } from '../../../ui/user-link';
import styles from './leaderboard.module.css';

/** "Nov 22", with the year when it is not this year. */
function wonOn(iso: string) {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === new Date().getFullYear();
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}

function Rank({ rank }: { rank: number }) {
  return <span className={`${styles.rank} ${rank <= 3 ? styles.top : ''}`}>{rank}</span>;
}

/** One top earner: rank, avatar, name (to their profile), payouts, crowns won. */
export function EarnerRow({ earner }: { earner: LeaderboardEarner }) {
  const name = earner.user.sc_username;
  return (
    <li className={styles.row} data-testid="earner-row">
      <Rank rank={earner.rank} />
      <Avatar src={earner.user.image_url} name={name} size="sm" decorative />
      <span className={styles.who}>
        <UserLink user={earner.user} className={styles.name} />
        <span className={styles.meta}>
          {earner.bountiesWon} {earner.bountiesWon === 1 ? 'bounty' : 'bounties'} won
        </span>
      </span>
      <CrownAmount crowns={earner.crownsWon} show="hover" className={styles.amount} />
    </li>
  );
}

/** One top completed bounty: rank, thumbnail, title (opens the bounty), winner and date, what the winner got. */
export function WinRow({ win }: { win: LeaderboardWin }) {
  const image = useCoverSource(win.bounty.image_url);
  return (
    <li className={styles.row} data-testid="win-row">
      <Rank rank={win.rank} />
      {image.url ? (
        <img src={image.url} alt="" className={styles.thumb} loading="lazy" decoding="async" onError={image.onError} />
      ) : (
        <span className={styles.thumb} aria-hidden />
      )}
      <span className={styles.who}>
        <Link to={`/?bountyId=${win.bounty.id}`} className={styles.name} title={win.bounty.title}>
          {win.bounty.title}
        </Link>
        <span className={styles.meta}>
          Won by <UserLink user={win.winner} className={styles.metaLink} /> · {wonOn(win.wonAt)}
        </span>
      </span>
      <CrownAmount crowns={win.crownsWon} show="hover" className={styles.amount} />
    </li>
  );
}

export function SkeletonRows({ count = 5 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton circle width={28} height={28} />
          <Skeleton width="55%" height={16} />
          <Skeleton width={60} height={16} />
        </div>
      ))}
    </div>
  );
}
