import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui';
import styles from './page.module.css';

/**
 * An honest page for a feature that ships in a later release: what the page is for, and a way back.
 * It never shows sample data.
 */
export function PlaceholderPage({
  icon: Icon,
  title,
  description,
  children,
  admin,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
  /** Admin pages have no visitor links. */
  admin?: boolean;
}) {
  return (
    <section className={styles.placeholder} aria-labelledby="page-title">
      <span className={styles.placeholderIcon} aria-hidden>
        <Icon size={30} />
      </span>
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{description}</p>
      <p className={styles.soon}>This page is coming soon.</p>
      {children}
      {admin ? null : (
        <div className={styles.actions}>
          <Link to="/" className={buttonClass({ variant: 'secondary' })}>
            Back to Home
          </Link>
          <Link to="/how-it-works" className={buttonClass({ variant: 'ghost' })}>
            How it Works
          </Link>
        </div>
      )}
    </section>
  );
}
