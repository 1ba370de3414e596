import { TrendingUp } from 'lucide-react';
import { antesOf } from '../relation';
import type { Bounty } from '../types';
import styles from './cards.module.css';

/** How many times the ante was upped (antesCount may arrive as a numeric string). */
export function AnteCount({ bounty }: { bounty: Pick<Bounty, 'antesCount'> }) {
  const n = antesOf(bounty);
  return (
    <span className={styles.antes} title={`${n} ${n === 1 ? 'ante' : 'antes'}`}>
      <TrendingUp size={14} aria-hidden />
      <span className="tabular">{n}</span>
      <span className="sr-only">{n === 1 ? 'ante' : 'antes'}</span>
    </span>
  );
}
