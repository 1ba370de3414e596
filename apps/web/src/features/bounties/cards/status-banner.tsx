import { CheckCircle2, Clock3, Hourglass, Swords, XCircle } from 'lucide-react';
import type { Bounty } from '../types';
import { bannerOf, streamerTag } from './banner';
import styles from './cards.module.css';

const ICONS = { success: CheckCircle2, danger: XCircle, brand: Swords, warning: Hourglass, neutral: Clock3 };

/** The status banner over a card's thumbnail, in the status colours (never gold). */
export function StatusBanner({ bounty }: { bounty: Bounty }) {
  const banner = bannerOf(bounty);
  if (!banner) return null;
  const Icon = ICONS[banner.tone];
  return (
    <span className={`${styles.banner} ${styles[`banner_${banner.tone}`]}`} data-testid="status-banner">
      <Icon size={14} aria-hidden />
      <span>
        {banner.text}
        {banner.name ? <strong> {banner.name}</strong> : null}
      </span>
    </span>
  );
}

/** '@streamer' over the thumbnail of a targeted bounty. */
export function StreamerTag({ bounty }: { bounty: Bounty }) {
  const tag = streamerTag(bounty);
  if (!tag) return null;
  return (
    <span className={styles.tag} title={bounty.target_user?.sc_username}>
      {tag}
    </span>
  );
}
