import type { ComponentType } from 'react';
import { toast } from 'sonner';
import { DiscordIcon, GoogleIcon, KickIcon, TwitchIcon } from './brand-icons';
import styles from './social-buttons.module.css';

export type SocialProvider = 'google' | 'twitch' | 'kick' | 'discord';

export const PROVIDERS: { id: SocialProvider; label: string; Icon: ComponentType<{ size?: number }> }[] = [
  { id: 'twitch', label: 'Twitch', Icon: TwitchIcon },
  { id: 'kick', label: 'Kick', Icon: KickIcon },
  { id: 'google', label: 'Google', Icon: GoogleIcon },
  { id: 'discord', label: 'Discord', Icon: DiscordIcon },
];

/**
 * Social sign-in (spec 01 §2). This deployment has no provider credentials, so a click says so plainly instead of
 * starting a redirect that cannot complete.
 */
export function SocialButtons({ verb = 'Continue' }: { verb?: string }) {
  return (
    <div className={styles.grid}>
      {PROVIDERS.map(({ id, label, Icon }) => (
        <button
          key={id}
          type="button"
          className={styles.button}
          aria-label={`${verb} with ${label}`}
          onClick={() => toast.info(`${label} sign-in is not available yet.`)}
        >
          <Icon />
          <span>{label}</span>
        </button>
      ))}
    </div>
  );
}

/** Spec 01 §2: streamers are encouraged to log in with Twitch or Kick. */
export function StreamerNote() {
  return (
    <aside className={styles.note} aria-label="Streamer Recommendation">
      <span className={styles.noteIcons} aria-hidden>
        <TwitchIcon size={16} />
        <KickIcon size={16} />
      </span>
      <p>
        <strong>Streamer Recommendation:</strong> streaming on Twitch or Kick? Log in with that account so your channel
        and live status connect to your profile.
      </p>
    </aside>
  );
}
