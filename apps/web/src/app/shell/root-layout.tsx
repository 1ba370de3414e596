import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { useAfterFirstPage } from '../../lib/after-first-page';
import { configureApi } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useAuthDialog } from './auth-bridge';
import { BountyDialogsHost } from './bounty-dialogs';
import './install-app-actions';
import { Footer } from './footer';
import styles from './layout.module.css';
import { RealtimeHost } from './notifications/realtime-host';
import { ProfilePreviewHost } from './profile-preview-host';
import { isLegalPath, isShellHidden } from './shell-visibility';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useSideMenu } from './use-side-menu';
import { WalletDialogs } from './wallet-dialogs';

const AuthDialogs = lazy(() =>
  import('../../features/auth/components/auth-dialogs').then((m) => ({ default: m.AuthDialogs })),
);

/** The app shell: top bar, side menu, page, footer, and the account dialogs. */
export function RootLayout() {
  const { pathname } = useLocation();
  const hidden = isShellHidden(pathname);
  const menu = useSideMenu();
  const navigating = useNavigation().state === 'loading';
  const navigate = useNavigate();
  // The API client and dialogs navigate inside the app (no reload) from the very first render.
  useEffect(() => configureApi({ navigate: (to) => void navigate(to) }), [navigate]);

  return (
    <div
      className={`${styles.shell} ${hidden ? styles.bare : ''}`}
      data-menu={menu.small ? 'overlay' : menu.expanded ? 'expanded' : 'collapsed'}
    >
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      {hidden ? null : (
        <>
          <TopBar menuExpanded={menu.expanded} onToggleMenu={menu.toggle} />
          <SideMenu expanded={menu.expanded} small={menu.small} onClose={menu.close} />
        </>
      )}
      {navigating ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null}
      <div className={styles.column}>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        {hidden && !isLegalPath(pathname) ? null : <Footer />}
      </div>
      <LazyAuthDialogs />
      <WalletDialogs />
      <BountyDialogsHost />
      <ProfilePreviewHost />
      <RealtimeHost />
      <ScrollRestoration />
    </div>
  );
}

/**
 * The account dialogs load on the first request to open one, or, for a visitor who is not signed in (who is likely
 * to log in or sign up), once the first page has its code and data (decision 031). A signed-in member's page does
 * not fetch them: their 16 chunks took the browser's connections while the page's own chunks and calls were loading.
 */
function LazyAuthDialogs() {
  const requested = useAuthDialog().name !== null;
  const signedIn = useSession() !== null;
  const afterFirstPage = useAfterFirstPage();
  if (!requested && (signedIn || !afterFirstPage)) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
