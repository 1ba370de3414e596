import { Target } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { usableImageUrl } from '../lib/format';
import { coverThumbOf } from '../lib/preload-cover';
import styles from './media-card.module.css';

/**
 * Which URL an <img> of a cover shows: its thumbnail (decision 027) unless `full`, then the cover itself should the
 * thumbnail fail to load (`onError`), then none (the caller's placeholder).
 */
export function useCoverSource(src: string | null | undefined, { full = false } = {}) {
  const cover = usableImageUrl(src);
  const thumb = full ? null : coverThumbOf(cover);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const url = [thumb, cover].find((u): u is string => !!u && !failed.includes(u)) ?? null;
  return { url, onError: () => setFailed((f) => (url ? [...f, url] : f)) };
}

/**
 * A 16:9 cover; a branded placeholder (the `icon`) when there is no usable image or it fails to load. Cards show the
 * cover's thumbnail (decision 027) and fall back to the cover itself should the thumbnail fail; `full` shows the
 * cover itself (heroes, headers). `priority` loads it at once and first, for an image likely to be the page's
 * largest paint (near the top of the page).
 */
export function CoverImage({
  src,
  className,
  icon: Icon = Target,
  full = false,
  priority = false,
}: {
  src: string | null | undefined;
  className?: string;
  icon?: ComponentType<{ size?: number }>;
  full?: boolean;
  priority?: boolean;
}) {
  const { url, onError } = useCoverSource(src, { full });
  return (
    <span className={`${styles.thumb} ${className ?? ''}`}>
      {url ? (
        <img
          src={url}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={onError}
        />
      ) : (
        <span className={styles.thumbFallback} aria-hidden data-testid="image-fallback">
          <Icon size={28} />
        </span>
      )}
    </span>
  );
}
