import type { ChallengeDetail } from '@crowns/contracts';
import { Plus } from 'lucide-react';
import { Avatar, Button, CrownAmount } from '../../../ui';
import styles from './detail.module.css';

/** The creator's crowns in the pool: the starting prize and anything they added (the list names the others). */
const creatorShare = (c: ChallengeDetail) =>
  Math.max(c.starting_cc, c.prize_cc - c.contributors.reduce((sum, k) => sum + k.amount_cc, 0));

type Props = { challenge: ChallengeDetail; canAdd: boolean; onAdd: () => void };

/** The prize pool in crowns with its dollar value, the creator's share and the other contributors, and Add to Prize while it is open. */
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
        {c.contributorsCount === 0
          ? 'Put up by the creator so far'
          : `${c.contributorsCount} ${c.contributorsCount === 1 ? 'contributor' : 'contributors'}`}
      </p>
      <ul className={styles.contributors} aria-label="Contributors">
        <li className={styles.contributor}>
          <Avatar src={c.creator.image_url} name={c.creator.sc_username} size="xs" decorative />
          <span className={styles.contributorName}>
            @{c.creator.sc_username} <span className={styles.muted}>· creator</span>
          </span>
          <CrownAmount crowns={creatorShare(c)} size="sm" />
        </li>
        {c.contributors.map((k) => (
          <li key={k.user.id} className={styles.contributor}>
            <Avatar src={k.user.image_url} name={k.user.sc_username} size="xs" decorative />
            <span className={styles.contributorName}>@{k.user.sc_username}</span>
            <CrownAmount crowns={k.amount_cc} size="sm" />
          </li>
        ))}
      </ul>
      {canAdd ? (
        <Button variant="secondary" onClick={onAdd}>
          <Plus size={16} aria-hidden /> Add to Prize
        </Button>
      ) : null}
    </section>
  );
}
