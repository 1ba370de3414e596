import { EMAIL_CATEGORIES, EMAIL_CATEGORY_KEYS, type Settings } from '@crowns/contracts';
import { useUpdateSettings } from '../api/update-settings';
import styles from '../settings.module.css';
import { SwitchRow } from './switch-row';

export const EMAIL_OFF_REASON = 'Turn on email notifications to choose which emails you get.';

/**
 * Email notifications and their categories, each saved as it is flipped (optimistic, put back on failure). The stored
 * push and online-status settings have no switch: nothing in the product reads them yet, and a switch that changes
 * nothing would mislead.
 */
export function NotificationsSection({ setting }: { setting: Settings }) {
  const update = useUpdateSettings();
  const emailOff = setting.emailNotifications ? undefined : EMAIL_OFF_REASON;
  return (
    <>
      <section className={styles.card} aria-labelledby="settings-general">
        <h2 id="settings-general" className={styles.cardTitle}>
          Email
        </h2>
        <ul className={styles.switchList}>
          <SwitchRow
            label="Email notifications"
            description="Emails about your bounties, challenges and followers. Account emails are always sent."
            checked={setting.emailNotifications}
            onChange={(next) => update.mutate({ emailNotifications: next })}
          />
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="settings-email-prefs">
        <div>
          <h2 id="settings-email-prefs" className={styles.cardTitle}>
            Emails by category
          </h2>
          <p className={styles.cardLead}>{emailOff ?? 'Choose which notifications also reach your inbox.'}</p>
        </div>
        <ul className={styles.switchList}>
          {EMAIL_CATEGORY_KEYS.map((key) => (
            <SwitchRow
              key={key}
              label={EMAIL_CATEGORIES[key].label}
              checked={setting.emailNotifications && setting.emailPrefs[key]}
              blockedReason={emailOff}
              onChange={(next) => update.mutate({ emailPrefs: { [key]: next } })}
            />
          ))}
        </ul>
      </section>
    </>
  );
}
