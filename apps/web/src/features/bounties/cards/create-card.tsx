import { Plus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { openLogin } from '../../../lib/app-actions';
import { getSession } from '../../../lib/session';
import { buttonClass } from '../../../ui';
import styles from './create-card.module.css';

export const CREATE_BOUNTY_PATH = '/bounty/createbounty';
export const CREATE_PITCH = 'Bounties let your viewers compete, engage, and earn crowns.';

/** Creating needs a session: visitors get the login dialog instead (spec 02 §6). */
export function guardCreate(event: MouseEvent) {
  if (getSession()) return;
  event.preventDefault();
  openLogin();
}

/** The first slot of the Available grid: 'Create the First Bounty' on an empty board (spec 02 §2). */
export function CreateCard({ empty }: { empty: boolean }) {
  return (
    <article className={styles.create} data-testid="create-card">
      <span className={styles.icon} aria-hidden>
        <Plus size={26} />
      </span>
      <h3 className={styles.title}>{empty ? 'Create the First Bounty' : 'Got a challenge in mind?'}</h3>
      <p className={styles.text}>{CREATE_PITCH}</p>
      <Link to={CREATE_BOUNTY_PATH} onClick={guardCreate} className={buttonClass({ size: 'md' })}>
        Create a Bounty
      </Link>
    </article>
  );
}
