import type { StreamDetail } from '@crowns/contracts';
import { formatViewers } from '../../../lib/format';
import styles from './profile.module.css';

const LABELS: Record<string, string> = { twitch: 'Twitch', kick: 'Kick', youtube: 'YouTube', tiktok: 'TikTok' };

/** Linked stream platforms with their live state and viewer count (x.xk from 1000, spec 01 §2). */
export function PlatformList({ platforms }: { platforms: StreamDetail[] }) {
  if (platforms.length === 0) return null;
  return (
    <ul className={styles.platforms} aria-label="Streaming platforms">
      {platforms.map((p) => (
        <li key={p.platform} className={`${styles.platform} ${p.is_live ? styles.platformLive : ''}`}>
          <span className={styles.platformName}>{LABELS[p.platform] ?? p.platform}</span>
          {p.display_name ? <span className={styles.platformHandle}>{p.display_name}</span> : null}
          {p.is_live ? (
            <span className={styles.platformState}>
              <span className={styles.liveDot} aria-hidden />
              LIVE · {formatViewers(p.viewer_count)} {p.viewer_count === 1 ? 'viewer' : 'viewers'}
            </span>
          ) : (
            <span className={styles.platformState}>Offline</span>
          )}
        </li>
      ))}
    </ul>
  );
}
