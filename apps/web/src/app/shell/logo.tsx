import { Link } from 'react-router';
import { CrownIcon } from '../../ui';
import styles from './top-bar.module.css';

/** Crown mark plus wordmark, linking home. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Crowns home">
      <span className={styles.logoMark} aria-hidden>
        <CrownIcon size={18} />
      </span>
      <span className={styles.logoText} aria-hidden>
        Crowns
      </span>
    </Link>
  );
}
