import { ExternalLink } from 'lucide-react';
import { Avatar, Badge, CrownAmount } from '../../../ui';
import { videoPlatformName } from '../../../ui/platform-picker';
import type { ReviewItem } from '../api/review-queue';
import { durationText, formatDateTime } from '../format';
import styles from './bounties.module.css';
import { BountyThumb } from './bounty-thumb';
import { GuardedButton } from './guarded-button';

export const platformLabel = (p: string | null) => (p ? videoPlatformName(p) : 'Unknown platform');

/** Overdue past the review SLA (a setting), whether the server said so at fetch time or the clock moved on. */
export const isOverdue = (item: ReviewItem, now: number) =>
  item.overdue || (item.overdue_at !== null && now > new Date(item.overdue_at).getTime());

type Props = {
  item: ReviewItem;
  standardRules: string[];
  now: number;
  onApprove: () => void;
  onFail: () => void;
};

/** One submission to check: the bounty, who submitted what, the requirements, how long it has waited. */
export function ReviewCard({ item, standardRules, now, onApprove, onFail }: Props) {
  const { bounty, user } = item;
  const overdue = isOverdue(item, now);
  const titleId = `review-${item.claimId}-title`;
  const waited = item.submitted_at ? durationText(now - new Date(item.submitted_at).getTime()) : null;
  return (
    <article className={`${styles.review} ${overdue ? styles.reviewOverdue : ''}`} aria-labelledby={titleId}>
      <BountyThumb src={bounty.image_url} size="md" />
      <div className={styles.reviewMain}>
        <div className={styles.reviewHead}>
          <h3 id={titleId} className={styles.reviewTitle}>
            {bounty.title}
          </h3>
          {bounty.bounty_type === 'daily' ? <Badge tone="brand">Daily</Badge> : null}
          {overdue ? <Badge tone="warning">Overdue</Badge> : null}
        </div>
        <p className={styles.reviewMeta}>
          {bounty.creator ? (
            <span className={styles.person}>
              by <Avatar src={bounty.creator.image_url} name={bounty.creator.sc_username} size="xs" decorative />
              <span className={styles.personName}>{bounty.creator.sc_username}</span>
            </span>
          ) : null}
          <span className={styles.person}>
            {bounty.bounty_type === 'daily' ? 'Reward per claim' : 'Reward'}{' '}
            <CrownAmount crowns={bounty.amount_cc} size="sm" />
          </span>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Claimer</dt>
            <dd className={styles.person}>
              <Avatar src={user.image_url} name={user.sc_username} size="xs" decorative />
              <span className={styles.personName}>{user.sc_username}</span>
            </dd>
          </div>
          <div>
            <dt>Submission</dt>
            <dd className={styles.person}>
              {item.submit_link ? (
                <a className={styles.link} href={item.submit_link} target="_blank" rel="noopener noreferrer">
                  Open video
                  <ExternalLink size={13} aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <span className={styles.mutedText}>No link</span>
              )}
              <Badge>{platformLabel(item.platform)}</Badge>
            </dd>
          </div>
          <div>
            <dt>Waiting</dt>
            <dd className={overdue ? styles.warnText : undefined}>
              {waited ?? 'Unknown'}
              {item.submitted_at ? (
                <span className={styles.mutedText}> · since {formatDateTime(item.submitted_at)}</span>
              ) : null}
            </dd>
          </div>
        </dl>
        {item.title || item.description ? (
          <p className={styles.submission}>
            {item.title ? <strong>{item.title}</strong> : null}
            {item.category ? <span className={styles.mutedText}> · {item.category}</span> : null}
            {item.description ? <span className={styles.submissionText}>{item.description}</span> : null}
          </p>
        ) : null}
        <div className={styles.rules}>
          <h4 className={styles.rulesTitle}>Requirements</h4>
          <ul>
            {bounty.custom_rules.map((rule, i) => (
              <li key={`c${i}`}>{rule}</li>
            ))}
            {standardRules.map((rule, i) => (
              <li key={`s${i}`} className={styles.mutedText}>
                {rule}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.reviewActions}>
        <GuardedButton variant="secondary" className={styles.failButton} onClick={onFail}>
          Fail
        </GuardedButton>
        <GuardedButton onClick={onApprove}>Approve</GuardedButton>
      </div>
    </article>
  );
}
