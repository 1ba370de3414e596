import type { AdminPromoData } from '@crowns/contracts';
import type { ReactNode } from 'react';
import { Badge, Button, CrownAmount } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import { formatDate, formatDateTime } from '../format';
import styles from './admin.module.css';

const KIND_LABEL = { credit: 'Crown credit', bonus_percent: 'Purchase bonus' } as const;

function PromoStatus({ promo }: { promo: AdminPromoData }) {
  if (!promo.active) return <Badge>Inactive</Badge>;
  if (promo.expiresAt && new Date(promo.expiresAt).getTime() <= Date.now())
    return <Badge tone="warning">Expired</Badge>;
  if (promo.maxRedemptions !== null && promo.redeemedCount >= promo.maxRedemptions)
    return <Badge tone="warning">Used up</Badge>;
  return <Badge tone="success">Active</Badge>;
}

const columns = (onShowRedemptions: (promo: AdminPromoData) => void): Column<AdminPromoData>[] => [
  {
    key: 'code',
    header: 'Code',
    skeleton: 90,
    cell: (p) => <span className={`${styles.mono} ${styles.userName}`}>{p.code}</span>,
  },
  { key: 'kind', header: 'Kind', skeleton: 90, cell: (p) => KIND_LABEL[p.kind] ?? p.kind },
  {
    key: 'value',
    header: 'Value',
    skeleton: 70,
    cell: (p) =>
      p.kind === 'credit' ? (
        <CrownAmount crowns={p.value} size="sm" />
      ) : (
        <span className={styles.num}>+{p.value}%</span>
      ),
  },
  {
    key: 'expires',
    header: 'Expires',
    skeleton: 100,
    cell: (p) => (
      <span className={`${styles.muted} ${styles.num}`}>{p.expiresAt ? formatDateTime(p.expiresAt) : 'Never'}</span>
    ),
  },
  {
    key: 'redemptions',
    header: 'Redemptions',
    align: 'end',
    skeleton: 50,
    cell: (p) => (
      <span className={styles.num}>
        {p.redeemedCount}
        <span className={styles.muted}> / {p.maxRedemptions ?? 'no limit'}</span>
      </span>
    ),
  },
  {
    key: 'granted',
    header: 'Crowns granted',
    align: 'end',
    skeleton: 60,
    cell: (p) => <CrownAmount crowns={p.crownsGranted} size="sm" />,
  },
  { key: 'status', header: 'Status', skeleton: 60, cell: (p) => <PromoStatus promo={p} /> },
  {
    key: 'created',
    header: 'Created',
    skeleton: 90,
    cell: (p) => <span className={`${styles.muted} ${styles.num}`}>{formatDate(p.createdAt)}</span>,
  },
  {
    key: 'details',
    header: <span className="sr-only">Details</span>,
    align: 'end',
    sticky: true,
    skeleton: 80,
    cell: (p) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Redemptions of ${p.code}`}
        onClick={() => onShowRedemptions(p)}
      >
        Redemptions
      </Button>
    ),
  },
];

export function PromoTable({
  promos,
  loading,
  stale,
  empty,
  onShowRedemptions,
}: {
  promos: AdminPromoData[] | undefined;
  loading: boolean;
  stale?: boolean;
  empty: ReactNode;
  onShowRedemptions: (promo: AdminPromoData) => void;
}) {
  return (
    <Table
      caption="Promo codes"
      columns={columns(onShowRedemptions)}
      rows={promos}
      rowKey={(p) => String(p.id)}
      loading={loading}
      stale={stale}
      empty={empty}
    />
  );
}
