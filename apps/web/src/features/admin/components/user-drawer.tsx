import type { AdminUser } from '@crowns/contracts';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Avatar, IconButton, Skeleton, Tabs } from '../../../ui';
import { useUserDetail } from '../api/user-detail';
import { LoadError } from './load-error';
import { RoleBadge, StatusBadge } from './user-badges';
import styles from './user-drawer.module.css';
import { UserDrawerActivity } from './user-drawer-activity';
import { UserDrawerLedger } from './user-drawer-ledger';
import { UserDrawerOverview } from './user-drawer-overview';
import { UserDrawerSessions } from './user-drawer-sessions';
import type { UserAction } from './users-table';

type Props = {
  userId: string | null;
  onClose: () => void;
  /** Opens the suspend / unsuspend confirmation (the page owns it). */
  onSuspend: (user: AdminUser, action: UserAction) => void;
};

/** The side sheet of one account on /admin/userssetting: facts, money, activity, sessions and the admin actions. */
export function UserDrawer({ userId, onClose, onSuspend }: Props) {
  const query = useUserDetail(userId);
  const [tab, setTab] = useState('overview');
  const detail = query.data;
  const user = detail?.user;

  return (
    <RadixDialog.Root
      open={userId !== null}
      onOpenChange={(open) => {
        if (!open) {
          setTab('overview');
          onClose();
        }
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.sheet} aria-describedby={undefined}>
          <header className={styles.head}>
            {user ? <Avatar src={user.image_url} name={user.sc_username} size="md" decorative /> : null}
            <div className={styles.headText}>
              <RadixDialog.Title className={styles.name}>{user ? user.sc_username : 'User details'}</RadixDialog.Title>
              {user ? (
                <>
                  <p className={styles.email}>{user.email}</p>
                  <span className={styles.badges}>
                    <RoleBadge role={user.role} />
                    <StatusBadge user={user} />
                  </span>
                </>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton aria-label="Close" icon={<X size={18} />} className={styles.close} />
            </RadixDialog.Close>
          </header>
          <div className={styles.body}>
            {query.isError && !detail ? (
              <LoadError what="this user" query={query} />
            ) : !detail ? (
              <div role="status" aria-busy="true" aria-label="Loading user">
                <Skeleton width="100%" height={120} />
              </div>
            ) : (
              <Tabs
                label="User details"
                value={tab}
                onValueChange={setTab}
                items={[
                  {
                    value: 'overview',
                    label: 'Overview',
                    content: <UserDrawerOverview detail={detail} onSuspend={onSuspend} />,
                  },
                  { value: 'ledger', label: 'Ledger', content: <UserDrawerLedger userId={detail.user.id} /> },
                  { value: 'activity', label: 'Activity', content: <UserDrawerActivity detail={detail} /> },
                  {
                    value: 'sessions',
                    label: `Sessions (${detail.sessions.length})`,
                    content: <UserDrawerSessions userId={detail.user.id} sessions={detail.sessions} />,
                  },
                ]}
              />
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
