import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui';
import styles from '../components/profile.module.css';

/** An unknown name or id: say so plainly and offer a way on. */
export function ProfileNotFound({ name }: { name?: string }) {
  return (
    <section className={styles.notFound} aria-labelledby="page-title">
      <span className={styles.notFoundIcon} aria-hidden>
        <UserX size={30} />
      </span>
      <p className={styles.notFoundCode}>404</p>
      <h1 id="page-title" className={styles.notFoundTitle}>
        User not found
      </h1>
      <p className={styles.notFoundText}>
        {name ? `There is no one called @${name} on Crowns.` : 'This profile does not exist.'} The account may have been
        renamed or deleted.
      </p>
      <div className={styles.notFoundActions}>
        <Link to="/" className={buttonClass()}>
          Back to Home
        </Link>
        <Link to="/bounty" className={buttonClass({ variant: 'secondary' })}>
          Browse Bounties
        </Link>
      </div>
    </section>
  );
}
