import { Bell, type LucideIcon, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import styles from './settings.module.css';

export const SECTIONS = ['profile', 'account', 'notifications'] as const;
export type SectionId = (typeof SECTIONS)[number];

const ITEMS: Record<SectionId, { label: string; icon: LucideIcon }> = {
  profile: { label: 'Profile', icon: UserRound },
  account: { label: 'Account', icon: ShieldCheck },
  notifications: { label: 'Notifications', icon: Bell },
};

export const sectionLabel = (id: SectionId) => ITEMS[id].label;

/** `?section=` of /settings/profile; anything else is the profile. */
export const sectionOf = (value: string | null): SectionId =>
  (SECTIONS as readonly string[]).includes(value ?? '') ? (value as SectionId) : 'profile';

/** The sections as a left nav (a row of tabs on phones); each is a link, so it can be shared and goes Back. */
export function SettingsNav({ current }: { current: SectionId }) {
  return (
    <nav className={styles.nav} aria-label="Settings sections">
      {SECTIONS.map((id) => {
        const { label, icon: Icon } = ITEMS[id];
        return (
          <Link
            key={id}
            to={`?section=${id}`}
            className={styles.navItem}
            aria-current={id === current ? 'page' : undefined}
          >
            <Icon size={18} aria-hidden />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
