import type { PromoCodeData } from '@crowns/contracts';
import type { ReactNode } from 'react';
import { Badge, CrownAmount } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import { formatDate, formatDateTime } from '../format';
import styles from './admin.module.css';

const KIND_LABEL = { credit: 'Crown credit', bonus_percent: 'Purchase bonus' } as const;

function PromoStatus({ promo }: { promo: PromoCodeData }) {
  if (!promo.active) return <Badge>Inactive</Badge>;
  if (promo.expiresAt && new Date(promo.expiresAt).getTime() <= Date.now())
    return <Badge tone="warning">Expired</Badge>;
  if (promo.maxRedemptions !== null && promo.redeemedCount >= promo.maxRedemptions)
    return <Badge tone="warning">Used up</Badge>;
  return <Badge tone="success">Active</Badge>;
}

const columns: Column<PromoCodeData>[] = [
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
  { key: 'status', header: 'Status', skeleton: 60, cell: (p) => <PromoStatus promo={p} /> },
  {
    key: 'created',
    header: 'Created',
    skeleton: 90,
    cell: (p) => <span className={`${styles.muted} ${styles.num}`}>{formatDate(p.createdAt)}</span>,
  },
];

export function PromoTable({
  promos,
  loading,
  stale,
  empty,
}: {
  promos: PromoCodeData[] | undefined;
  loading: boolean;
  stale?: boolean;
  empty: ReactNode;
}) {
  return (
    <Table
      caption="Promo codes"
      columns={columns}
      rows={promos}
      rowKey={(p) => String(p.id)}
      loading={loading}
      stale={stale}
      empty={empty}
    />
  );
}
