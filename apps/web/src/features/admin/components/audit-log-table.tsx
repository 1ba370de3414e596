import type { AuditEntry } from '@crowns/contracts';
import type { ReactNode } from 'react';
import { type Column, Table } from '../../../ui/table';
import { formatDateTime } from '../format';
import styles from './admin.module.css';
import { describeEntry } from './audit-entry';

const columns: Column<AuditEntry>[] = [
  {
    key: 'time',
    header: 'Time',
    skeleton: 120,
    cell: (e) => (
      <time dateTime={e.createdAt} className={`${styles.muted} ${styles.num}`}>
        {formatDateTime(e.createdAt)}
      </time>
    ),
  },
  {
    key: 'actor',
    header: 'Admin',
    skeleton: 90,
    cell: (e) => <span className={styles.userName}>{e.actor?.sc_username || 'System'}</span>,
  },
  { key: 'action', header: 'Action', skeleton: 110, cell: (e) => describeEntry(e).action },
  { key: 'target', header: 'Target', skeleton: 90, cell: (e) => describeEntry(e).target },
  {
    key: 'detail',
    header: 'Details',
    skeleton: 140,
    cell: (e) => <span className={styles.detail}>{describeEntry(e).detail || '—'}</span>,
  },
];

export function AuditLogTable({
  entries,
  loading,
  stale,
  skeletonRows,
  empty,
}: {
  entries: AuditEntry[] | undefined;
  loading: boolean;
  stale?: boolean;
  skeletonRows?: number;
  empty?: ReactNode;
}) {
  return (
    <Table
      caption="Audit log"
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      loading={loading}
      stale={stale}
      skeletonRows={skeletonRows}
      empty={empty}
    />
  );
}
