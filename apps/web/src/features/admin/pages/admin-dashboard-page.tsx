import { useQuery } from '@tanstack/react-query';
import {
  AlarmClock,
  Banknote,
  ClipboardCheck,
  ClipboardList,
  Eye,
  MailWarning,
  Megaphone,
  ScrollText,
  ShieldCheck,
  Star,
  Target,
  TicketPercent,
  UserCheck,
  Users,
  UserX,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClass, EmptyState, Spinner } from '../../../ui';
import { useAuditLog } from '../api/audit-log';
import { promosQuery } from '../api/list-promos';
import { useUserCount } from '../api/list-users';
import { reviewQueueQuery } from '../api/review-queue';
import { userBountyCountQuery } from '../api/user-bounties';
import styles from '../components/admin.module.css';
import { AuditLogTable } from '../components/audit-log-table';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { StatCard } from '../components/stat-card';
import { useAdminLive } from '../use-admin-live';

const RECENT_ENTRIES = 8;

// The charting library loads with the charts only, not with the other admin pages.
const DashboardCharts = lazy(() => import('../components/dashboard-charts'));

const QUICK_LINKS = [
  { to: '/admin/userssetting', label: 'Manage users', icon: Users },
  { to: '/admin/promotion', label: 'Promotion', icon: Megaphone },
  { to: '/admin/payouts', label: 'Payouts', icon: Banknote },
  { to: '/admin/logs', label: 'Audit log', icon: ScrollText },
  { to: '/admin/featuredchallenge', label: 'Featured challenge', icon: Star },
  { to: '/admin/bounty/bountylist', label: 'Bounties', icon: ClipboardList },
];

/** /admin/dashboard: live totals from the list calls, daily charts, the latest admin changes, and shortcuts. */
export function AdminDashboardPage() {
  useAdminLive();
  const total = useUserCount();
  const active = useUserCount({ status: 'active' });
  const suspended = useUserCount({ status: 'suspended' });
  const unverified = useUserCount({ status: 'unverified' });
  const admins = useUserCount({ role: 'admin' });
  const readOnly = useUserCount({ role: 'read_only_admin' });
  const promos = useQuery({ ...promosQuery({ page: 1, limit: 1 }), select: (p) => p.totalRecords });
  const recent = useAuditLog({ page: 1, limit: RECENT_ENTRIES });
  const awaitingReview = useQuery({ ...reviewQueueQuery, select: (items) => items.length });
  const overdueReviews = useQuery({ ...reviewQueueQuery, select: (items) => items.filter((i) => i.overdue).length });
  const available = useQuery(userBountyCountQuery('available'));

  return (
    <section className={styles.page} aria-labelledby="admin-dashboard-title">
      <PageHeader
        id="admin-dashboard-title"
        title="Dashboard"
        subtitle="Accounts, bounties, money and activity over time, and the latest admin changes."
      />
      <div className={styles.grid}>
        <StatCard label="Total users" icon={Users} query={total} to="/admin/userssetting" />
        <StatCard label="Active" icon={UserCheck} query={active} to="/admin/userssetting?status=active" />
        <StatCard label="Suspended" icon={UserX} query={suspended} to="/admin/userssetting?status=suspended" />
        <StatCard label="Unverified" icon={MailWarning} query={unverified} to="/admin/userssetting?status=unverified" />
        <StatCard label="Admins" icon={ShieldCheck} query={admins} to="/admin/userssetting?role=admin" />
        <StatCard label="Read-only admins" icon={Eye} query={readOnly} to="/admin/userssetting?role=read_only_admin" />
        <StatCard label="Promo codes" icon={TicketPercent} query={promos} to="/admin/promotion" />
        <StatCard label="Awaiting review" icon={ClipboardCheck} query={awaitingReview} to="/admin/bounty/bountylist" />
        <StatCard label="Overdue reviews" icon={AlarmClock} query={overdueReviews} to="/admin/bounty/bountylist" />
        <StatCard label="Available bounties" icon={Target} query={available} to="/admin/bounty/bountylist?tab=user" />
      </div>
      <Suspense fallback={<Spinner label="Loading charts" />}>
        <DashboardCharts />
      </Suspense>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="recent-title">
          <div className={styles.sectionHead}>
            <h2 id="recent-title" className={styles.sectionTitle}>
              Recent admin activity
            </h2>
            <Link to="/admin/logs" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              View all
            </Link>
          </div>
          {recent.isError && !recent.data ? (
            <div className={styles.panel}>
              <LoadError what="recent activity" query={recent} />
            </div>
          ) : (
            <AuditLogTable
              entries={recent.data?.data}
              loading={recent.isPending}
              skeletonRows={4}
              empty={<EmptyState compact icon={<ScrollText size={18} />} title="No admin activity yet." />}
            />
          )}
        </section>
        <nav className={`${styles.panel} ${styles.section}`} aria-labelledby="quick-title">
          <h2 id="quick-title" className={styles.sectionTitle}>
            Quick links
          </h2>
          <ul className={styles.links}>
            {QUICK_LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={styles.link}>
                  <Icon size={16} className={styles.linkIcon} aria-hidden />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
