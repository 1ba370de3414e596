import type { ChallengeDetail } from '@crowns/contracts';
import { Plus } from 'lucide-react';
import { Avatar, Button, CrownAmount } from '../../../ui';
import styles from './detail.module.css';

type Props = { challenge: ChallengeDetail; canAdd: boolean; onAdd: () => void };

/** The prize pool in crowns with its dollar value, who put crowns in, and Add to Prize while it is open. */
export function PrizePool({ challenge: c, canAdd, onAdd }: Props) {
  return (
    <section className={styles.prize} aria-labelledby="prize-title">
      <div className={styles.prizeHead}>
        <h2 id="prize-title" className={styles.label}>
          Prize pool
        </h2>
        <CrownAmount crowns={c.prize_cc} size="lg" />
      </div>
      <p className={styles.muted}>
        {c.contributorsCount} {c.contributorsCount === 1 ? 'contributor' : 'contributors'}
      </p>
      {c.contributors.length > 0 ? (
        <ul className={styles.contributors} aria-label="Contributors">
          {c.contributors.map((k) => (
            <li key={k.user.id} className={styles.contributor}>
              <Avatar src={k.user.image_url} name={k.user.sc_username} size="xs" decorative />
              <span className={styles.contributorName}>@{k.user.sc_username}</span>
              <CrownAmount crowns={k.amount_cc} size="sm" />
            </li>
          ))}
        </ul>
      ) : null}
      {canAdd ? (
        <Button variant="secondary" onClick={onAdd}>
          <Plus size={16} aria-hidden /> Add to Prize
        </Button>
      ) : null}
    </section>
  );
}
