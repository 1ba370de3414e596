import { Target } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { usableImageUrl } from '../lib/format';
import styles from './media-card.module.css';

/** A 16:9 cover; a branded placeholder (the `icon`) when there is no usable image or it fails to load. */
export function CoverImage({
  src,
  className,
  icon: Icon = Target,
}: {
  src: string | null | undefined;
  className?: string;
  icon?: ComponentType<{ size?: number }>;
}) {
  const url = usableImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={`${styles.thumb} ${className ?? ''}`}>
      {url && failed !== url ? (
        <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(url)} />
      ) : (
        <span className={styles.thumbFallback} aria-hidden data-testid="image-fallback">
          <Icon size={28} />
        </span>
      )}
    </span>
  );
}
