import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCoverSource } from '../../../ui/cover-image';
import styles from './bounties.module.css';

/** A bounty's 16:9 thumbnail, or a quiet placeholder when it has no usable image. */
export function BountyThumb({ src, size = 'sm' }: { src: string | null | undefined; size?: 'sm' | 'md' }) {
  const { url, onError } = useCoverSource(src);
  const cls = `${styles.thumb} ${size === 'md' ? styles.thumbMd : ''}`;
  if (url) return <img className={cls} src={url} alt="" loading="lazy" decoding="async" onError={onError} />;
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
