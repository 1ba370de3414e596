import type { ReactNode } from 'react';
import { truncate } from '../../../lib/format';
import { type Session, useSession } from '../../../lib/session';
import { Badge, CrownAmount, Tooltip } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import { openBounty } from '../open-bounty';
import { clickTarget, relationOf, statusLabel } from '../relation';
import type { Bounty } from '../types';
import { CREATOR_MAX } from './banner';
import { BountyImage } from './bounty-image';
import styles from './bounty-table.module.css';
import { CardTimer } from './card-timer';

/** Tabs whose bounties have no time left to show (spec 02 §2). */
const NO_TIME_TABS = new Set(['completed', 'failed', 'submitted']);

const TONES: Record<string, 'success' | 'danger' | 'brand' | 'warning' | 'neutral'> = {
  Available: 'success',
  'In Review': 'warning',
  Completed: 'success',
  Claimed: 'brand',
  Failed: 'danger',
  Unclaimed: 'neutral',
};

const canClaim = (b: Bounty, session: Session | null) =>
  clickTarget(b, { loggedIn: session !== null, userId: session?.userId }) === 'claim' &&
  relationOf(b, session?.userId) !== 'forAnotherUser';

function columns(tab: string, session: Session | null): Column<Bounty>[] {
  const cols: (Column<Bounty> | null)[] = [
    {
      key: 'bounty',
      header: 'Bounty',
      skeleton: '80%',
      cell: (b) => (
        <button type="button" className={styles.bounty} onClick={() => openBounty(b)}>
          <BountyImage src={b.image_url} className={styles.image} />
          <span className={styles.text}>
            <span className={styles.title}>{b.title}</span>
            <span className={styles.creator}>{truncate(b.creator?.sc_username, CREATOR_MAX)}</span>
          </span>
        </button>
      ),
    },
    NO_TIME_TABS.has(tab)
      ? null
      : { key: 'time', header: 'Time Left', width: '150px', cell: (b) => <CardTimer bounty={b} /> },
    {
      key: 'status',
      header: 'Status',
      width: '120px',
      cell: (b) => {
        const label = statusLabel(b, session?.userId);
        return <Badge tone={TONES[label] ?? 'neutral'}>{label}</Badge>;
      },
    },
    {
      key: 'reward',
      header: 'Reward',
      align: 'end',
      width: '140px',
      sticky: true,
      cell: (b) => <Reward bounty={b} tooltip={canClaim(b, session) ? 'Claim Now' : null} />,
    },
  ];
  return cols.filter((c): c is Column<Bounty> => c !== null);
}

function Reward({ bounty, tooltip }: { bounty: Bounty; tooltip: ReactNode }) {
  return (
    <Tooltip content={tooltip} disabled={!tooltip} side="left">
      <button type="button" className={styles.reward} onClick={() => openBounty(bounty)}>
        <CrownAmount crowns={bounty.amount_cc} show="dollars" />
      </button>
    </Tooltip>
  );
}

/** Bounty table rows (spec 02 §2): bounty, time left (not on ended tabs), status and the reward. */
export function BountyTable({
  rows,
  tab,
  caption,
  loading,
  stale,
  empty,
}: {
  rows: Bounty[] | undefined;
  tab: string;
  caption: string;
  loading?: boolean;
  stale?: boolean;
  empty?: ReactNode;
}) {
  const session = useSession();
  return (
    <Table
      columns={columns(tab, session)}
      rows={rows}
      rowKey={(b) => String(b.id)}
      caption={caption}
      loading={loading}
      stale={stale}
      empty={empty}
      skeletonRows={4}
    />
  );
}
