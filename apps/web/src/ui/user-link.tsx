import type { MouseEvent, ReactNode } from 'react';
import { truncate } from '../lib/format';
import { openProfilePreview, profilePath } from '../lib/profile-preview';
import { Avatar, type AvatarSize } from './avatar';
import styles from './user-link.module.css';

type Props = {
  user: { sc_username: string; image_url?: string | null };
  /** Cut the shown name after this many characters (the whole name stays in the tooltip). */
  max?: number;
  /** Shows the avatar before the name. */
  avatar?: AvatarSize;
  /** Prefix the name with @. */
  at?: boolean;
  className?: string;
  /** Replaces the shown name (e.g. a name with a LIVE badge). */
  children?: ReactNode;
  /** Runs on any click first (e.g. a search dialog closing itself). */
  onClick?: () => void;
};

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A username anywhere in the app: a real link to /@name (middle-click, new tab and copy link work), and a plain
 * click opens the Profile preview dialog instead (spec 01 §2). The admin's name leads nowhere (spec 02 §2).
 */
export function UserLink({ user, max, avatar, at = true, className, children, onClick }: Props) {
  const name = user.sc_username;
  const shown = children ?? `${at ? '@' : ''}${max ? truncate(name, max) : name}`;
  const content = (
    <>
      {avatar ? <Avatar src={user.image_url} name={name} size={avatar} decorative /> : null}
      <span className={styles.name}>{shown}</span>
    </>
  );
  if (!name || name.toLowerCase() === 'admin')
    return <span className={`${styles.link} ${className ?? ''}`}>{content}</span>;
  return (
    <a
      href={profilePath(name)}
      className={`${styles.link} ${className ?? ''}`}
      title={name}
      onClick={(event) => {
        event.stopPropagation();
        onClick?.();
        if (!plainClick(event)) return;
        event.preventDefault();
        openProfilePreview(name);
      }}
    >
      {content}
    </a>
  );
}
