import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui';
import styles from './page.module.css';

/** The 404 page. */
export function NotFoundPage() {
  return (
    <section className={styles.placeholder} aria-labelledby="page-title">
      <span className={styles.placeholderIcon} aria-hidden>
        <Compass size={30} />
      </span>
      <p className={styles.code}>404</p>
      <h1 id="page-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.lead}>The page you are looking for does not exist or has moved.</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass()}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
