import type { MouseEventHandler } from 'react';
import { NavLink } from 'react-router';
import type { MenuEntry } from './menu-items';
import styles from './side-menu.module.css';

/** One side-menu item: icon plus label when expanded, icon with the label as tooltip when collapsed. */
export function MenuLink({
  entry,
  expanded,
  onClick,
}: {
  entry: MenuEntry;
  expanded: boolean;
  onClick?: MouseEventHandler;
}) {
  const Icon = entry.icon;
  return (
    <NavLink
      to={entry.to}
      end={!entry.prefix}
      onClick={onClick}
      className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
      title={expanded ? undefined : entry.label}
    >
      <Icon size={20} aria-hidden className={styles.icon} />
      <span className={expanded ? styles.label : 'sr-only'}>{entry.label}</span>
    </NavLink>
  );
}
