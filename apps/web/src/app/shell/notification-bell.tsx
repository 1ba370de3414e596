import { MSG } from '@crowns/contracts';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, IconButton, Menu, MenuItem, MenuRadioGroup, Skeleton } from '../../ui';
import styles from './notifications.module.css';
import {
  markNotificationSeen,
  type NotificationFilter,
  type NotificationItem,
  notificationsQuery,
  notificationTarget,
} from './notifications-api';

const FILTERS: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'bounties', label: 'Bounties' },
  { value: 'challenges', label: 'Challenges' },
];

/** The bell with an unread dot when the notification list is non-empty, opening the notification panel. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const all = useQuery(notificationsQuery('all'));
  const list = useQuery({ ...notificationsQuery(filter), enabled: open });
  const navigate = useNavigate();
  const unread = (all.data?.length ?? 0) > 0;

  const openItem = (item: NotificationItem) => {
    void markNotificationSeen(item.id);
    const target = notificationTarget(item);
    if (target) navigate(target);
  };

  return (
    <Menu
      open={open}
      onOpenChange={setOpen}
      label="Notifications"
      wide
      trigger={
        <IconButton
          aria-label={unread ? 'Notifications (unread)' : 'Notifications'}
          icon={<Bell size={20} />}
          dot={unread}
        />
      }
    >
      <div className={styles.header}>
        <span className={styles.title}>Notifications</span>
        <MenuRadioGroup
          label="Filter notifications"
          value={filter}
          onValueChange={(v) => setFilter(v as NotificationFilter)}
          options={FILTERS}
          className={styles.filters}
          itemClassName={styles.filter}
        />
      </div>
      <div className={styles.body}>
        {list.isPending ? (
          <div className={styles.loading} aria-hidden>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </div>
        ) : (list.data ?? []).length === 0 ? (
          <EmptyState compact icon={<Bell size={18} />} title={MSG.notificationsEmpty} />
        ) : (
          (list.data ?? []).map((item) => (
            <MenuItem key={item.id} onSelect={() => openItem(item)}>
              <span className={styles.item}>
                <span className={styles.itemTitle}>{item.title || 'Notification'}</span>
                {item.message ? <span className={styles.itemText}>{item.message}</span> : null}
                {item.updatedAt ? <span className={styles.itemTime}>{timeAgo(item.updatedAt)}</span> : null}
              </span>
            </MenuItem>
          ))
        )}
      </div>
    </Menu>
  );
}

function timeAgo(iso: string): string {
  const seconds = Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  return `${Math.floor(seconds / 86_400)}d ago`;
}
