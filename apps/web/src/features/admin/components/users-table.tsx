import { type AdminUser, isAdminRole, MSG } from '@crowns/contracts';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar, Button, Tooltip } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import { formatDate } from '../format';
import styles from './admin.module.css';
import { GuardedButton } from './guarded-button';
import { RoleBadge, StatusBadge } from './user-badges';

export type UserAction = 'suspend' | 'unsuspend';

type Props = {
  users: AdminUser[] | undefined;
  loading: boolean;
  stale: boolean;
  /** Suspend or unsuspend; for a read-only admin the buttons show, disabled with the reason (GuardedButton). */
  onAction: (user: AdminUser, action: UserAction) => void;
  /** Opens the user's detail drawer (read-only admins too). */
  onOpen: (user: AdminUser) => void;
  empty: ReactNode;
};

function ActionCell({ user, onAction }: { user: AdminUser; onAction: Props['onAction'] }) {
  if (user.suspended) {
    return (
      <GuardedButton size="sm" variant="secondary" onClick={() => onAction(user, 'unsuspend')}>
        Unsuspend
      </GuardedButton>
    );
  }
  if (isAdminRole(user.role)) {
    // aria-disabled keeps the button focusable so keyboard users get the reason too.
    return (
      <Tooltip content={MSG.cannotSuspendAdmin} side="left">
        <Button
          size="sm"
          variant="secondary"
          aria-disabled
          className={styles.unavailable}
          onClick={(e) => e.preventDefault()}
        >
          Suspend
        </Button>
      </Tooltip>
    );
  }
  return (
    <GuardedButton
      size="sm"
      variant="secondary"
      className={styles.dangerText}
      onClick={() => onAction(user, 'suspend')}
    >
      Suspend
    </GuardedButton>
  );
}

export function UsersTable({ users, loading, stale, onAction, onOpen, empty }: Props) {
  const columns: Column<AdminUser>[] = [
    {
      key: 'user',
      header: 'User',
      skeleton: 140,
      cell: (u) => (
        <button
          type="button"
          className={`${styles.userCell} ${styles.userOpen}`}
          onClick={() => onOpen(u)}
          title="Open the user's details"
        >
          <Avatar src={u.image_url} name={u.sc_username} size="sm" decorative />
          <span className={styles.userName}>{u.sc_username}</span>
        </button>
      ),
    },
    { key: 'email', header: 'Email', skeleton: 180, cell: (u) => <span className={styles.muted}>{u.email}</span> },
    { key: 'role', header: 'Role', skeleton: 60, cell: (u) => <RoleBadge role={u.role} /> },
    {
      key: 'verified',
      header: 'Verified',
      skeleton: 40,
      cell: (u) =>
        u.isVerified ? (
          <span className={styles.yes}>
            <Check size={16} aria-hidden /> <span className="sr-only">Yes</span>
          </span>
        ) : (
          <span className={styles.muted}>
            <Minus size={16} aria-hidden /> <span className="sr-only">No</span>
          </span>
        ),
    },
    { key: 'status', header: 'Status', skeleton: 70, cell: (u) => <StatusBadge user={u} /> },
    {
      key: 'joined',
      header: 'Joined',
      skeleton: 90,
      cell: (u) => <span className={`${styles.muted} ${styles.num}`}>{formatDate(u.createdAt)}</span>,
    },
  ];
  columns.push({
    key: 'actions',
    header: <span className="sr-only">Actions</span>,
    align: 'end',
    sticky: true,
    skeleton: 80,
    cell: (u) => <ActionCell user={u} onAction={onAction} />,
  });
  return (
    <Table
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      loading={loading}
      stale={stale}
      skeletonRows={8}
      empty={empty}
    />
  );
}
