import { ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { usableImageUrl } from '../../../lib/format';
import styles from './bounties.module.css';

/** A bounty's 16:9 thumbnail, or a quiet placeholder when it has no usable image. */
export function BountyThumb({ src, size = 'sm' }: { src: string | null | undefined; size?: 'sm' | 'md' }) {
  const url = usableImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const cls = `${styles.thumb} ${size === 'md' ? styles.thumbMd : ''}`;
  if (url && failed !== url)
    return <img className={cls} src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(url)} />;
  return (
    <span className={`${cls} ${styles.thumbEmpty}`} aria-hidden>
      <ImageOff size={size === 'md' ? 20 : 14} />
    </span>
  );
}

/** Thumbnail and title of a bounty in a table cell. */
export function BountyCell({ title, image, sub }: { title: string; image: string | null; sub?: ReactNode }) {
  return (
    <span className={styles.bountyCell}>
      <BountyThumb src={image} />
      <span className={styles.bountyText}>
        <span className={styles.bountyTitle}>{title}</span>
        {sub ? <span className={styles.bountySub}>{sub}</span> : null}
      </span>
    </span>
  );
}
