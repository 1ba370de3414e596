import { Bell } from 'lucide-react';
import { timeAgo } from '../../../lib/time-ago';
import { Avatar } from '../../../ui';
import styles from '../notifications.module.css';
import { actorOf, type NotificationItem } from '../notifications-api';

/** One notification of the panel: who, what, when, and a dot while it is unseen. */
export function NotificationRow({ item }: { item: NotificationItem }) {
  const actor = actorOf(item);
  const unseen = item.seen === false;
  const when = item.createdAt ?? item.updatedAt;
  return (
    <span className={styles.item} data-unseen={unseen || undefined}>
      {actor ? (
        <Avatar src={actor.image_url} name={actor.sc_username} size="sm" decorative />
      ) : (
        <span className={styles.itemIcon} aria-hidden>
          <Bell size={16} />
        </span>
      )}
      <span className={styles.itemText}>
        <span className={styles.itemTitle}>{item.title || 'Notification'}</span>
        {item.message ? <span className={styles.itemMessage}>{item.message}</span> : null}
        {when ? <span className={styles.itemTime}>{timeAgo(when)}</span> : null}
      </span>
      {unseen ? (
        <span className={styles.unseenDot}>
          <span className="sr-only">Unread</span>
        </span>
      ) : null}
    </span>
  );
}
