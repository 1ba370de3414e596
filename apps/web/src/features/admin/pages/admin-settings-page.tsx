import { type AdminSetting, RT_EVENTS, SETTING_GROUPS, type SettingGroup } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime/use-socket-event';
import { Skeleton } from '../../../ui';
import { settingsKey, useAdminSettings } from '../api/admin-settings';
import styles from '../components/admin.module.css';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { SettingRow } from '../components/setting-row';
import settingStyles from '../components/settings.module.css';
import { useCanWrite } from '../use-admin-access';

const GROUP_ORDER = Object.keys(SETTING_GROUPS) as SettingGroup[];

/** /admin/settings: every config key, grouped, with typed inputs; a change applies live on every instance. */
export function AdminSettingsPage() {
  const canWrite = useCanWrite();
  const query = useAdminSettings();
  const client = useQueryClient();
  // Another admin's change shows here at once.
  useSocketEvent(RT_EVENTS.configUpdated, () => {
    void client.invalidateQueries({ queryKey: settingsKey() });
  });
  const settings = query.data;
  return (
    <section className={styles.page} aria-labelledby="admin-settings-title">
      <PageHeader
        id="admin-settings-title"
        title="Settings"
        subtitle="Business settings of the marketplace. A change applies at once to every user, without a restart."
      />
      {canWrite ? null : <ReadOnlyNotice>Read-only access: you can view settings but not change them.</ReadOnlyNotice>}
      {query.isError && !settings ? (
        <div className={styles.panel}>
          <LoadError what="settings" query={query} />
        </div>
      ) : !settings ? (
        <div className={styles.panel} aria-busy>
          <Skeleton height={240} />
        </div>
      ) : (
        GROUP_ORDER.map((group) => <SettingsGroup key={group} group={group} settings={settings} />)
      )}
    </section>
  );
}

function SettingsGroup({ group, settings }: { group: SettingGroup; settings: AdminSetting[] }) {
  const rows = settings.filter((s) => s.group === group);
  if (rows.length === 0) return null;
  const titleId = `settings-group-${group}`;
  return (
    <section className={`${styles.panel} ${settingStyles.group}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={settingStyles.groupTitle}>
        {SETTING_GROUPS[group]}
      </h2>
      {rows.map((setting) => (
        <SettingRow key={setting.key} setting={setting} />
      ))}
    </section>
  );
}
