import { useSession } from '../../../lib/session';
import { Button, CrownAmount } from '../../../ui';
import { openBounty } from '../open-bounty';
import type { Bounty } from '../types';
import { actionLabel } from './action-label';
import { BountyImage } from './bounty-image';
import { BountyMenu } from './bounty-menu';
import { CardTimer } from './card-timer';
import styles from './mini-card.module.css';
import { summaryOf } from './summary';

/** A popular bounty mini-card (spec 02 §2): image, title, description, countdown, action button, report/info menu. */
export function MiniCard({ bounty }: { bounty: Bounty }) {
  const session = useSession();
  return (
    <article className={styles.mini} data-testid="mini-card">
      <button type="button" className={styles.imageButton} onClick={() => openBounty(bounty)} tabIndex={-1}>
        <BountyImage src={bounty.image_url} />
        <span className="sr-only">{bounty.title}</span>
      </button>
      <BountyMenu bounty={bounty} className={styles.menu} />
      <div className={styles.body}>
        <h3 className={styles.title}>{bounty.title}</h3>
        <p className={styles.description}>{summaryOf(bounty)}</p>
        <div className={styles.row}>
          <CardTimer bounty={bounty} />
          <CrownAmount crowns={bounty.amount_cc} show="dollars" size="sm" />
        </div>
        <Button size="sm" variant="secondary" block onClick={() => openBounty(bounty)}>
          {actionLabel(bounty, session)}
        </Button>
      </div>
    </article>
  );
}
