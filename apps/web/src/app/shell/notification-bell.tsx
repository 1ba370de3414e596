import { MSG } from '@crowns/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, IconButton, Menu, MenuItem, MenuRadioGroup, Skeleton } from '../../ui';
import { NotificationRow } from './notifications/notification-row';
import styles from './notifications.module.css';
import {
  hasUnread,
  type NotificationFilter,
  type NotificationItem,
  notificationsQuery,
  notificationTarget,
  openedNotification,
} from './notifications-api';

const FILTERS: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'bounties', label: 'Bounties' },
  { value: 'challenges', label: 'Challenges' },
];

/** The bell with an unread dot while a notification is unseen, opening the notification panel (spec 01 §2, §4). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const all = useQuery(notificationsQuery('all'));
  const list = useQuery({ ...notificationsQuery(filter), enabled: open });
  const client = useQueryClient();
  const navigate = useNavigate();
  const unread = hasUnread(all.data ?? []);
  const items = list.data ?? [];

  const openItem = (item: NotificationItem) => {
    void openedNotification(client, item.id);
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
            {[0, 1, 2].map((i) => (
              <span key={i} className={styles.skeletonRow}>
                <Skeleton circle width={36} height={36} />
                <Skeleton height={36} />
              </span>
            ))}
          </div>
        ) : items.length === 0 ? (
          <EmptyState compact icon={<Bell size={18} />} title={MSG.notificationsEmpty} />
        ) : (
          items.map((item) => (
            <MenuItem key={item.id} onSelect={() => openItem(item)}>
              <NotificationRow item={item} />
            </MenuItem>
          ))
        )}
      </div>
    </Menu>
  );
}
