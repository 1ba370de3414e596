import type { AdminPromoData, PromoRedemption } from '@crowns/contracts';
import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Badge, CrownAmount, Dialog, EmptyState } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import { useRedemptions } from '../api/promo-redemptions';
import { formatDateTime } from '../format';
import styles from './admin.module.css';
import { ListFooter } from './list-footer';
import { LoadError } from './load-error';

export const REDEMPTIONS_PAGE_SIZE = 10;

const STATUS: Record<PromoRedemption['status'], { label: string; tone?: 'success' | 'warning' }> = {
  credited: { label: 'Credited', tone: 'success' },
  applied: { label: 'Bonus paid', tone: 'success' },
  pending: { label: 'Waiting for a purchase', tone: 'warning' },
};

const columns: Column<PromoRedemption>[] = [
  {
    key: 'user',
    header: 'User',
    skeleton: 90,
    cell: (r) => <span className={styles.userName}>{r.user.sc_username || `#${r.user.id}`}</span>,
  },
  {
    key: 'when',
    header: 'Redeemed',
    skeleton: 110,
    cell: (r) => (
      <time dateTime={r.createdAt} className={`${styles.muted} ${styles.num}`}>
        {formatDateTime(r.createdAt)}
      </time>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    skeleton: 70,
    cell: (r) => <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>,
  },
  {
    key: 'granted',
    header: 'Crowns granted',
    align: 'end',
    // Kept in view when the table scrolls sideways on phones: the amount is what the detail is for.
    sticky: true,
    skeleton: 60,
    cell: (r) => <CrownAmount crowns={r.crownsGranted} size="sm" />,
  },
];

/** A promo code's redemptions: who, when, status and the crowns the ledger gave them. */
export function RedemptionsDialog({ promo, onClose }: { promo: AdminPromoData | null; onClose: () => void }) {
  return (
    <Dialog
      open={promo !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={promo ? `Redemptions of ${promo.code}` : 'Redemptions'}
      description={
        promo ? (
          <span className={styles.num}>
            {promo.redemptions} {promo.redemptions === 1 ? 'redemption' : 'redemptions'},{' '}
            <CrownAmount crowns={promo.crownsGranted} size="sm" /> granted
          </span>
        ) : undefined
      }
      size="lg"
    >
      {promo ? <RedemptionsList key={promo.id} promoId={promo.id} /> : null}
    </Dialog>
  );
}

function RedemptionsList({ promoId }: { promoId: number }) {
  const [page, setPage] = useState(1);
  const query = useRedemptions({ promoId, page, limit: REDEMPTIONS_PAGE_SIZE });
  const data = query.data;
  if (query.isError && !data) return <LoadError what="the redemptions" query={query} />;
  return (
    <div className={styles.section}>
      <Table
        caption="Redemptions"
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r.id}
        loading={query.isPending}
        stale={query.isPlaceholderData}
        skeletonRows={4}
        empty={<EmptyState compact icon={<TicketPercent size={18} />} title="No one has redeemed this code yet." />}
      />
      <ListFooter
        data={data}
        noun={['redemption', 'redemptions']}
        page={page}
        onPageChange={setPage}
        label="Redemption pages"
      />
    </div>
  );
}
