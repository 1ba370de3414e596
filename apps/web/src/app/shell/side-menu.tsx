import { isAdminRole } from '@crowns/contracts';
import { Globe, LogOut } from 'lucide-react';
import { type MouseEvent, useEffect } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { PHONE_SCREEN, useMediaQuery } from '../../lib/media-query';
import { useSession } from '../../lib/session';
import { loadAuth, openAuthDialog } from './auth-bridge';
import { FollowedStreamers } from './followed-streamers';
import { ADMIN_MENU, SETTINGS_ENTRY, userMenu } from './menu-items';
import { MenuLink } from './menu-link';
import styles from './side-menu.module.css';

export type SideMenuProps = { expanded: boolean; small: boolean; onClose: () => void };

/** The side menu of spec 01 §2: user or admin items, Logout, language, Settings and followed streamers. */
export function SideMenu({ expanded, small, onClose }: SideMenuProps) {
  const session = useSession();
  const { data: me } = useCurrentUser();
  const admin = isAdminRole(session?.role);
  const entries = admin ? ADMIN_MENU : userMenu(me?.sc_username, Boolean(session));
  // On a phone the closed menu is hidden: its followed streamers are fetched when it opens (decision 031).
  const hidden = useMediaQuery(PHONE_SCREEN) && !expanded;

  // Logged-out visitors get the login dialog instead of the page (How it Works excepted).
  const guard = (isPublic: boolean | undefined) => (event: MouseEvent) => {
    if (session || isPublic) return;
    event.preventDefault();
    openAuthDialog('login');
  };

  const logout = () => void loadAuth().then((auth) => auth.logout());

  // The overlay closes with Esc, like any other layer.
  useEffect(() => {
    if (!small || !expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [small, expanded, onClose]);

  return (
    <>
      {small && expanded ? <div className={styles.backdrop} onClick={onClose} aria-hidden /> : null}
      <nav
        id="side-menu"
        aria-label="Main menu"
        className={`${styles.menu} ${expanded ? styles.expanded : styles.collapsed} ${small ? styles.overlay : ''}`}
        data-expanded={expanded}
      >
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.to + entry.label}>
              <MenuLink entry={entry} expanded={expanded} onClick={guard(entry.public)} />
            </li>
          ))}
        </ul>
        <div className={styles.divider} />
        <ul className={styles.list}>
          {admin ? null : (
            <li>
              <MenuLink entry={SETTINGS_ENTRY} expanded={expanded} onClick={guard(false)} />
            </li>
          )}
          {/* English is the only language: a plain label, not an entry that looks clickable and does nothing. */}
          <li className={styles.language} title={expanded ? undefined : 'Language: English'}>
            <Globe size={16} aria-hidden className={styles.icon} />
            <span className={expanded ? styles.label : 'sr-only'}>Language: English</span>
          </li>
          {session ? (
            <li>
              <button type="button" className={styles.item} onClick={logout} title={expanded ? undefined : 'Logout'}>
                <LogOut size={20} aria-hidden className={styles.icon} />
                <span className={expanded ? styles.label : 'sr-only'}>Logout</span>
              </button>
            </li>
          ) : null}
        </ul>
        {!admin && session && me?.sc_username && !hidden ? (
          <>
            <div className={styles.divider} />
            <FollowedStreamers userId={session.userId} expanded={expanded} />
          </>
        ) : null}
      </nav>
    </>
  );
}
