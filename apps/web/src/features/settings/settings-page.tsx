import { useSearchParams } from 'react-router';
import { LoadError } from '../../ui/load-error';
import { AccountSection } from './account/account-section';
import { type SettingsPageData, useSettings } from './api/settings';
import { NotificationsSection } from './notifications/notifications-section';
import { ProfileSection } from './profile/profile-section';
import styles from './settings.module.css';
import { type SectionId, SettingsNav, sectionLabel, sectionOf } from './settings-nav';
import { SettingsSkeleton } from './settings-skeleton';

function Section({ id, data }: { id: SectionId; data: SettingsPageData }) {
  if (id === 'account') return <AccountSection account={data.account} />;
  if (id === 'notifications') return <NotificationsSection setting={data.setting} />;
  return <ProfileSection account={data.account} />;
}

/** /settings/profile: Profile, Account and Notifications, chosen with `?section=`. */
export function SettingsPage() {
  const [params] = useSearchParams();
  const section = sectionOf(params.get('section'));
  const query = useSettings();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Settings</h1>
        <p className={styles.lead}>Your profile, account and the notifications you get.</p>
      </header>
      <div className={styles.layout}>
        <SettingsNav current={section} />
        <section className={styles.panel} aria-label={sectionLabel(section)}>
          {query.isPending ? (
            <SettingsSkeleton />
          ) : query.isError ? (
            <div className={styles.card}>
              <LoadError what="your settings" error={query.error} onRetry={() => void query.refetch()} />
            </div>
          ) : (
            <div className={styles.sections}>
              <Section id={section} data={query.data} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
