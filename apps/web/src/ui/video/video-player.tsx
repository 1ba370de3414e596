import { AlertTriangle, ExternalLink, VideoOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { posterUrlOf } from './hosted-poster';
import { KickWarning } from './kick-warning';
import styles from './player.module.css';
import { type VideoSource, videoSource } from './video-url';

type Props = {
  url: string | null;
  title: string;
  /** Back on the Kick warning: leave the viewer. */
  onBack: () => void;
  /** The page's hostname (Twitch embeds need it as `parent`). */
  parent?: string;
};

const PLATFORM_NAME = { youtube: 'YouTube', tiktok: 'TikTok', twitch: 'Twitch', kick: 'Kick' } as const;

function loadingText(source: VideoSource) {
  return source.platform === 'twitch' ? `Loading Twitch ${source.type}...` : 'Loading...';
}

/** Plays a submission: the embed chosen by its URL; Kick content only after the 'Just One Second...' warning. */
export function VideoPlayer({ url, title, onBack, parent = window.location.hostname }: Props) {
  const source = useMemo(() => videoSource(url ?? '', parent), [url, parent]);
  const [kickAccepted, setKickAccepted] = useState(false);
  const [loaded, setLoaded] = useState(false);

  if (source.platform === 'kick' && !kickAccepted)
    return (
      // Not clipped to 16:9: on a phone the warning grows taller than the frame.
      <div className={styles.warningFrame}>
        <KickWarning onContinue={() => setKickAccepted(true)} onBack={onBack} />
      </div>
    );

  switch (source.platform) {
    case 'youtube':
    case 'tiktok':
    case 'twitch':
    case 'kick':
      return (
        <div className={`${styles.frame} ${source.platform === 'tiktok' ? styles.portrait : ''}`}>
          {loaded ? null : <p className={styles.loading}>{loadingText(source)}</p>}
          <iframe
            className={styles.embed}
            src={source.embedUrl}
            title={`${PLATFORM_NAME[source.platform]} video: ${title}`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen; clipboard-write"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setLoaded(true)}
          />
        </div>
      );
    case 'hosted':
      return (
        <div className={`${styles.frame} ${styles.hosted}`}>
          {loaded ? null : <p className={styles.loading}>Loading...</p>}
          {/* biome-ignore lint/a11y/useMediaCaption: submissions are user videos without caption tracks */}
          <video
            className={styles.embed}
            src={source.url}
            poster={posterUrlOf(source.url)}
            controls
            playsInline
            preload="metadata"
            onLoadedData={() => setLoaded(true)}
            onError={() => setLoaded(true)}
          />
        </div>
      );
    case 'invalid':
      return (
        <div className={styles.frame}>
          <div className={styles.message} role="alert">
            <AlertTriangle size={28} aria-hidden />
            <p>{source.error}</p>
          </div>
        </div>
      );
    case 'link':
      return (
        <div className={styles.frame}>
          <div className={styles.message}>
            <VideoOff size={28} aria-hidden />
            <p>This video can't be played here.</p>
            <a className={styles.external} href={source.url} target="_blank" rel="noopener noreferrer">
              Watch on {new URL(source.url).hostname.replace(/^www\./, '')} <ExternalLink size={14} aria-hidden />
            </a>
          </div>
        </div>
      );
    default:
      return (
        <div className={styles.frame}>
          <div className={styles.message}>
            <VideoOff size={28} aria-hidden />
            <p>This submission has no video to play.</p>
          </div>
        </div>
      );
  }
}
