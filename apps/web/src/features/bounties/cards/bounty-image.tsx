import { Target } from 'lucide-react';
import { useState } from 'react';
import { usableImageUrl } from '../../../lib/format';
import styles from './cards.module.css';

/** A bounty's 16:9 thumbnail; a branded placeholder when there is no usable image or it fails to load. */
export function BountyImage({ src, className }: { src: string | null | undefined; className?: string }) {
  const url = usableImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={`${styles.thumb} ${className ?? ''}`}>
      {url && failed !== url ? (
        <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(url)} />
      ) : (
        <span className={styles.thumbFallback} aria-hidden data-testid="image-fallback">
          <Target size={28} />
        </span>
      )}
    </span>
  );
}
