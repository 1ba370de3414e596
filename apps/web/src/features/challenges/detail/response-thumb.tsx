import { Play } from 'lucide-react';
import { useState } from 'react';
import { PLATFORM_LABELS, type VideoPlatform } from '../../../ui/platform-picker';
import { videoSource } from '../../../ui/video/video-url';
import styles from './detail.module.css';

/** YouTube serves a still of every video; other platforms get a placeholder. */
function stillOf(url: string): string | null {
  const source = videoSource(url, window.location.hostname);
  return source.platform === 'youtube' ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg` : null;
}

/** The 16:9 still of a response video with its platform and a play mark. */
export function ResponseThumb({ url, platform }: { url: string; platform: string }) {
  const still = stillOf(url);
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.thumb}>
      {still && !failed ? (
        <img src={still} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span className={styles.thumbFallback} />
      )}
      <span className={styles.platform}>{PLATFORM_LABELS[platform as VideoPlatform] ?? 'Video'}</span>
      <span className={styles.play} aria-hidden>
        <Play size={20} fill="currentColor" />
      </span>
    </span>
  );
}
