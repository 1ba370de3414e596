import { isAdminRole } from '@crowns/contracts';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { CategoryStrip } from './category-strip';
import { Hero } from './hero';
import styles from './home.module.css';
import { HomeStrip } from './home-strip';
import { LiveNow } from './live-now';

/** Home (spec 01 §2). Admins land on the admin dashboard instead. */
export function HomePage() {
  const session = useSession();
  if (session && isAdminRole(session.role)) return <Navigate to="/admin/dashboard" replace />;
  return (
    <div className={styles.page}>
      <Hero loggedIn={Boolean(session)} />
      <HomeStrip loggedIn={Boolean(session)} />
      <CategoryStrip />
      <LiveNow />
    </div>
  );
}
