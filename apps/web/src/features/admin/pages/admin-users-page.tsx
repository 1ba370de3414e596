import { type AdminUser, LIMITS, ROLES, type Role, USER_STATUSES } from '@crowns/contracts';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/debounce';
import { type UserStatus, useUsers } from '../api/list-users';
import styles from '../components/admin.module.css';
import { ListFooter } from '../components/list-footer';
import { FilteredEmpty, ListOrError, useLastPage } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { SuspendDialog } from '../components/suspend-dialog';
import { ToolbarSearch, ToolbarSelect } from '../components/toolbar-fields';
import { roleLabel } from '../components/user-badges';
import { UserDrawer } from '../components/user-drawer';
import { type UserAction, UsersTable } from '../components/users-table';
import { useCanWrite } from '../use-admin-access';
import { useAdminLive } from '../use-admin-live';

export const USERS_PAGE_SIZE = 20;
const pick = <T extends string>(allowed: readonly T[], value: string | null): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';
const STATUS_LABEL: Record<UserStatus, string> = { active: 'Active', suspended: 'Suspended', unverified: 'Unverified' };

/** /admin/userssetting: find users, open one in the detail drawer, suspend or unsuspend them. */
export function AdminUsersPage() {
  useAdminLive();
  const canWrite = useCanWrite();
  const [text, setText] = useState('');
  // The dashboard links here with ?role= or ?status=; after that the filters live in the page.
  const [params] = useSearchParams();
  const [role, setRole] = useState<Role | ''>(() => pick(ROLES, params.get('role')));
  const [status, setStatus] = useState<UserStatus | ''>(() => pick(USER_STATUSES, params.get('status')));
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<{ user: AdminUser; action: UserAction } | null>(null);
  // The drawer's user: ?user= so a link (e.g. from the audit log) can open it.
  const [openId, setOpenId] = useState<string | null>(() => params.get('user'));

  const search = useDebouncedValue(text.trim(), LIMITS.searchDebounceMs);
  const [seenSearch, setSeenSearch] = useState(search);
  // A new search starts at page 1 (state adjusted during render, not in an effect, so no extra request goes out).
  if (seenSearch !== search) {
    setSeenSearch(search);
    setPage(1);
  }
  const query = useUsers({
    page,
    limit: USERS_PAGE_SIZE,
    search: search || undefined,
    role: role || undefined,
    status: status || undefined,
  });
  const data = query.data;
  useLastPage(query, page, setPage);
  const filtered = Boolean(search || role || status);
  const clear = () => {
    setText('');
    setRole('');
    setStatus('');
    setPage(1);
  };

  return (
    <section className={styles.page} aria-labelledby="admin-users-title">
      <PageHeader
        id="admin-users-title"
        title="Users"
        subtitle="Search accounts by username or email, and suspend or restore them."
      />
      {canWrite ? null : (
        <ReadOnlyNotice>Read-only access: you can view users but not suspend or restore them.</ReadOnlyNotice>
      )}
      <search className={styles.toolbar}>
        <ToolbarSearch label="Search users" placeholder="Search by username or email" value={text} onChange={setText} />
        <ToolbarSelect<Role, ''>
          label="Role"
          value={role}
          options={ROLES}
          labels={roleLabel}
          all="All roles"
          onChange={(v) => {
            setRole(v);
            setPage(1);
          }}
        />
        <ToolbarSelect<UserStatus, ''>
          label="Status"
          value={status}
          options={USER_STATUSES}
          labels={STATUS_LABEL}
          all="All statuses"
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </search>

      <ListOrError what="users" query={query}>
        <UsersTable
          users={data?.data}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          onAction={(user, action) => setTarget({ user, action })}
          onOpen={(user) => setOpenId(user.id)}
          empty={<FilteredEmpty icon={<UserX size={18} />} nouns="users" filtered={filtered} onClear={clear} />}
        />
      </ListOrError>
      <ListFooter data={data} noun={['user', 'users']} page={page} onPageChange={setPage} label="Users pages" />
      <UserDrawer
        userId={openId}
        onClose={() => setOpenId(null)}
        onSuspend={(user, action) => setTarget({ user, action })}
      />
      <SuspendDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
