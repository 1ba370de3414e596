import { Crown } from 'lucide-react';
import { Button, CrownAmount } from '../../../../ui';
import { closeBountyDialog } from '../../dialog-store';
import type { Bounty } from '../../types';
import styles from '../dialogs.module.css';

/** The success view of Up the Ante: what was added and the reward now. */
export function AnteDone({
  bounty,
  crowns,
  total,
  onBack,
}: {
  bounty: Bounty;
  crowns: number;
  total: number;
  onBack?: () => void;
}) {
  const users = Number(bounty.userCount) || 0;
  return (
    <>
      <div className={styles.center}>
        <span className={`${styles.hero} ${styles.heroGold}`} aria-hidden>
          <Crown size={34} />
        </span>
        <p className={styles.lead}>
          You added <CrownAmount crowns={crowns} /> to
        </p>
        <p className={styles.quote}>{bounty.title}</p>
        <p className={styles.lead}>
          The reward is now <CrownAmount crowns={total} size="lg" />
        </p>
        <p className={styles.muted}>
          {users} {users === 1 ? 'user has' : 'users have'} upped the ante. If the bounty fails, every ante is refunded.
        </p>
      </div>
      <div className={styles.actions}>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            Back to Bounty
          </Button>
        ) : null}
        <Button onClick={closeBountyDialog}>Done</Button>
      </div>
    </>
  );
}
