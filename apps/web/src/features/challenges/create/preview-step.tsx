import { CalendarClock, Film, Radio, Tag } from 'lucide-react';
import { PreviewLayout, previewStyles as styles } from '../../../ui/form/preview-layout';
import { ChallengeCard } from '../challenge-card';
import type { Challenge } from '../types';

type Props = {
  challenge: Challenge;
  ccPerUsd: number;
  startsNow: boolean;
  /** Publishing's state and the two buttons' actions. */
  actions: { submitting: boolean; onBack: () => void; onPublish: () => void };
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Preview Challenge: the card as lists show it, the description and rules, then 'Publish Challenge'. */
export function PreviewStep({ challenge: c, ccPerUsd, startsNow, actions }: Props) {
  const note =
    'Publishing moves these crowns from your wallet into the prize pool. If nobody responds, they come back to you.';
  const charge = { label: 'Prize', crowns: c.prize_cc, ccPerUsd, note };
  return (
    <PreviewLayout
      title="Preview Challenge"
      lead="This is how your challenge will look in the lists and on its page."
      card={<ChallengeCard challenge={c} preview />}
      {...actions}
      charge={charge}
      publishLabel="Publish Challenge"
    >
      <h3 className={styles.infoTitle}>{c.title}</h3>
      <ul className={styles.facts}>
        <li>
          {c.type === 'live' ? <Radio size={16} aria-hidden /> : <Film size={16} aria-hidden />}
          {c.type === 'live' ? 'Live challenge' : 'Video challenge'}
        </li>
        <li>
          <Tag size={16} aria-hidden />
          {c.category}
        </li>
        <li>
          <CalendarClock size={16} aria-hidden />
          {startsNow ? 'Starts when published' : `Starts ${when(c.duration_start_time)}`}, ends{' '}
          {when(c.duration_end_time)}
        </li>
      </ul>
      {c.description ? <p>{c.description}</p> : null}
      <h4 className={styles.infoHeading}>Rules</h4>
      <ol className={styles.requirementList}>
        {c.rules.map((r, i) => (
          // Rules may repeat; the position keeps keys unique.
          <li key={`${i}-${r}`}>{r}</li>
        ))}
      </ol>
    </PreviewLayout>
  );
}
