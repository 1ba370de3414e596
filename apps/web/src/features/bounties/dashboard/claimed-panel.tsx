import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { buttonClass, EmptyState, Skeleton } from '../../../ui';
import { useClaimedBounties } from '../api/claimed-bounties';
import { LoadError } from '../cards/load-error';
import { myClaim } from '../relation';
import type { Bounty } from '../types';
import { ClaimedCard } from './claimed-card';
import styles from './dashboard.module.css';

export const NO_CLAIMS = {
  title: 'No Current Bounties',
  text: 'Accept a bounty and monitor the status here.',
  action: 'Browse Bounty Board',
};

function Group({ title, bounties, userId }: { title: string; bounties: Bounty[]; userId?: string }) {
  const id = `claimed-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
        {bounties.length > 0 ? <span className={styles.count}>{bounties.length}</span> : null}
      </h2>
      {bounties.length === 0 ? (
        <div className={styles.emptyBox}>
          <EmptyState
            icon={<Inbox size={22} />}
            title={NO_CLAIMS.title}
            description={NO_CLAIMS.text}
            action={
              <Link to="/bounty" className={buttonClass({ variant: 'secondary' })}>
                {NO_CLAIMS.action}
              </Link>
            }
          />
        </div>
      ) : (
        <div className={styles.claimedList}>
          {bounties.map((b) => {
            const claim = myClaim(b, userId);
            return claim ? <ClaimedCard key={b.id} bounty={b} claim={claim} /> : null;
          })}
        </div>
      )}
    </section>
  );
}

/** My current claims (GET /bounty/claimed): live ones under 'Active Live Bounty', the others under 'Claimed Bounties'. */
export function ClaimedPanel() {
  const session = useSession();
  const claimed = useClaimedBounties();
  if (claimed.isPending)
    return (
      <section className={styles.panel} aria-busy="true" aria-label="Claimed Bounties">
        <Skeleton width={200} height={22} />
        <Skeleton height={150} radius={12} />
      </section>
    );
  if (claimed.isError)
    return (
      <section className={styles.panel} aria-label="Claimed Bounties">
        <LoadError what="your claimed bounties" error={claimed.error} onRetry={() => claimed.refetch()} />
      </section>
    );
  const mine = claimed.data.data.filter((b) => myClaim(b, session?.userId)?.status === 'claimed');
  const live = mine.filter((b) => b.bounty_type === 'live');
  const others = mine.filter((b) => b.bounty_type !== 'live');
  return (
    <>
      {live.length > 0 ? <Group title="Active Live Bounty" bounties={live} userId={session?.userId} /> : null}
      {others.length > 0 || live.length === 0 ? (
        <Group title="Claimed Bounties" bounties={others} userId={session?.userId} />
      ) : null}
    </>
  );
}
