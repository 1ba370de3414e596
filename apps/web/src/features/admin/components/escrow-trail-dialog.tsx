import type { AdminBountyDetail, EscrowMove } from '@crowns/contracts';
import { CrownAmount, Dialog, Skeleton } from '../../../ui';
import { useAdminBounty } from '../api/admin-bounties';
import { formatDateTime } from '../format';
import styles from './admin.module.css';
import { AdminBountyStatus } from './all-bounties-table';
import { BountyAdminActions } from './bounty-admin-actions';
import trail from './escrow-trail.module.css';
import { LoadError } from './load-error';
import { SignedCrowns } from './signed-crowns';

const MOVE_LABEL: Record<string, string> = {
  bounty_create: 'Starting reward',
  bounty_ante: 'Upped the ante',
  bounty_extend: 'Extension charge',
  bounty_payout: 'Payout',
  bounty_refund: 'Refund',
  bounty_fee: 'Platform fee',
  bounty_deletion_fee: 'Deletion fee',
};
const HOUSE: Record<string, string> = {
  platform_revenue: 'Platform revenue',
  external_cash: 'Outside money',
  promotions: 'Promotions',
};

function who(m: EscrowMove) {
  if (m.counterparty.user) return m.counterparty.user.sc_username;
  return HOUSE[m.counterparty.kind] ?? m.counterparty.kind;
}
function label(m: EscrowMove) {
  if (m.amount < 0 && m.counterparty.kind === 'platform_revenue') return 'Platform fee';
  return MOVE_LABEL[m.type] ?? m.type.replaceAll('_', ' ');
}

function Totals({ totals, escrow }: { totals: AdminBountyDetail['totals']; escrow: number }) {
  const cells: [string, number][] = [
    ['Put in', totals.in],
    ['Paid out', totals.payouts],
    ['Fees', totals.fees],
    ['Refunded', totals.refunds],
    ['Held now', escrow],
  ];
  if (totals.other > 0) cells.splice(4, 0, ['Other', totals.other]);
  return (
    <dl className={trail.totals}>
      {cells.map(([name, value]) => (
        <div key={name} className={trail.total}>
          <dt>{name}</dt>
          <dd>
            <CrownAmount crowns={value} size="sm" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One bounty's claims and escrow trail: who put what in and where it went. */
export function EscrowTrailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useAdminBounty(id);
  const d = query.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={d ? d.bounty.title : `Bounty #${id ?? ''}`}
      description={d ? `#${d.bounty.id} · created by ${d.bounty.creator.sc_username}` : undefined}
      size="lg"
    >
      {query.isError && !d ? (
        <LoadError what="this bounty" query={query} />
      ) : !d ? (
        <Skeleton width="100%" height={160} />
      ) : (
        <div className={trail.body}>
          <p className={styles.muted}>
            <AdminBountyStatus status={d.bounty.status} /> · ends {formatDateTime(d.bounty.duration_end_time)}
            {d.bounty.target ? ` · for ${d.bounty.target.sc_username}` : ''}
          </p>
          <BountyAdminActions bounty={d.bounty} onDeleted={onClose} />
          <Totals totals={d.totals} escrow={d.bounty.escrow} />
          <h3 className={styles.sectionTitle}>Escrow trail</h3>
          {d.trail.length === 0 ? (
            <p className={styles.muted}>No money has moved through this escrow.</p>
          ) : (
            <ol className={trail.list} aria-label="Escrow trail">
              {d.trail.map((m, i) => (
                <li key={`${m.transferId}-${i}`} className={trail.move}>
                  <span className={trail.moveMain}>
                    <span className={styles.userName}>
                      {label(m)} {m.amount > 0 ? 'from' : 'to'} {who(m)}
                    </span>
                    <span className={styles.muted}>{formatDateTime(m.createdAt)}</span>
                  </span>
                  <SignedCrowns amount={m.amount} className={trail.amount} />
                </li>
              ))}
            </ol>
          )}
          <h3 className={styles.sectionTitle}>Claims ({d.claims.length})</h3>
          {d.claims.length === 0 ? <p className={styles.muted}>Nobody has claimed it.</p> : null}
          <ul className={trail.list}>
            {d.claims.map((c) => (
              <li key={c.id} className={trail.move}>
                <span className={trail.moveMain}>
                  <span className={styles.userName}>{c.user.sc_username}</span>
                  <span className={styles.muted}>
                    claimed {formatDateTime(c.createdAt)}
                    {c.submittedAt ? ` · submitted ${formatDateTime(c.submittedAt)}` : ''}
                  </span>
                </span>
                <span className={styles.muted}>{c.status}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
