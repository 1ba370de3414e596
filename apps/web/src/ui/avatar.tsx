import { useState } from 'react';
import { usableImageUrl } from '../lib/format';
import styles from './avatar.module.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
const PX: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 64, xl: 96 };

// Dark-enough hues for white initials to keep AA contrast.
const PALETTE = ['#7c3aed', '#2563eb', '#0f766e', '#b45309', '#be185d', '#4d7c0f', '#9333ea', '#c2410c'];

/** A stable colour for a name, so a person's default avatar looks the same everywhere. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const ch of name.toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

export function initials(name: string): string {
  const clean = name.replace(/^@/, '').trim();
  if (!clean) return '?';
  const parts = clean.split(/[\s_]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : clean.slice(0, 2);
  return letters.toUpperCase();
}

export type AvatarProps = {
  /** Used only if it starts with http, https or / (spec 01 §5); otherwise the default avatar shows. */
  src?: string | null;
  name: string;
  size?: AvatarSize;
  /** Decorative avatars (next to a visible name) stay silent for screen readers. */
  decorative?: boolean;
  className?: string;
};

export function Avatar({ src, name, size = 'md', decorative, className }: AvatarProps) {
  const url = usableImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const px = PX[size];
  const cls = `${styles.avatar} ${className ?? ''}`;
  const label = decorative ? undefined : name;
  if (url && failed !== url) {
    return (
      <img
        className={cls}
        src={url}
        alt={label ?? ''}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(url)}
      />
    );
  }
  const fallbackProps = {
    className: `${cls} ${styles.fallback}`,
    style: { width: px, height: px, background: avatarColor(name), fontSize: Math.round(px * 0.4) },
    'data-testid': 'default-avatar',
  };
  return label ? (
    <span {...fallbackProps} role="img" aria-label={label}>
      {initials(name)}
    </span>
  ) : (
    <span {...fallbackProps} aria-hidden>
      {initials(name)}
    </span>
  );
}
