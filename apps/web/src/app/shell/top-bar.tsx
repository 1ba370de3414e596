import { isAdminRole } from '@crowns/contracts';
import { Bell, Menu as MenuIcon, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useAfterFirstPage } from '../../lib/after-first-page';
import { useCurrentUser } from '../../lib/current-user';
import { useSession } from '../../lib/session';
import { Avatar, Button, IconButton, Skeleton } from '../../ui';
import { openAuthDialog } from './auth-bridge';
import { Logo } from './logo';
import styles from './top-bar.module.css';
import { WalletChip } from './wallet-chip';

const SearchDialog = lazy(() => import('./search-dialog'));
// The bell's panel (a Radix menu) and its notifications load once the first page has its data (decision 031); a
// plain bell holds its place meanwhile.
const NotificationBell = lazy(() => import('./notification-bell').then((m) => ({ default: m.NotificationBell })));

export type TopBarProps = { menuExpanded: boolean; onToggleMenu: () => void };

/** The 56 px top bar of spec 01 §2 in its logged-out, user and admin variants. */
export function TopBar({ menuExpanded, onToggleMenu }: TopBarProps) {
  const session = useSession();
  const admin = isAdminRole(session?.role);
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <header className={styles.bar}>
      <div className={styles.start}>
        <IconButton
          aria-label={menuExpanded ? 'Collapse menu' : 'Expand menu'}
          aria-expanded={menuExpanded}
          aria-controls="side-menu"
          icon={<MenuIcon size={20} />}
          onClick={onToggleMenu}
        />
        <Logo />
      </div>
      <div className={styles.end}>
        {admin ? null : (
          <IconButton aria-label="Search" icon={<Search size={20} />} onClick={() => setSearchOpen(true)} />
        )}
        {session ? <UserActions admin={admin} /> : <GuestActions />}
      </div>
      {searchOpen ? (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}

function GuestActions() {
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => openAuthDialog('signup')}>
        Sign Up
      </Button>
      <Button size="sm" onClick={() => openAuthDialog('login')}>
        Login
      </Button>
    </>
  );
}

function DeferredBell() {
  const placeholder = <IconButton aria-label="Notifications" icon={<Bell size={20} />} disabled />;
  if (!useAfterFirstPage()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell />
    </Suspense>
  );
}

function UserActions({ admin }: { admin: boolean }) {
  const { data: me, isPending } = useCurrentUser();
  return (
    <>
      {admin ? null : <DeferredBell />}
      {admin ? null : <WalletChip crowns={me?.walletBalance} />}
      {isPending ? (
        <Skeleton circle width={32} height={32} />
      ) : me ? (
        <Link
          to={me.sc_username ? `/@${me.sc_username}` : '/settings/profile'}
          className={styles.avatarLink}
          aria-label={`Your profile (${me.sc_username})`}
        >
          <Avatar src={me.image_url} name={me.sc_username || 'You'} size="sm" decorative />
        </Link>
      ) : null}
    </>
  );
}
