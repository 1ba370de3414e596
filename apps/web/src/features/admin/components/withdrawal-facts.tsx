import type { AdminWithdrawalDetail } from '@crowns/contracts';
import { Skeleton } from '../../../ui';
import { formatDateTime } from '../format';
import styles from './payouts.module.css';
import {
  crownsText,
  dollars,
  KycBadge,
  reviewReasonText,
  trailAction,
  trailDetail,
  WithdrawalStatusBadge,
} from './withdrawal-labels';

const KIND: Record<AdminWithdrawalDetail['withdrawal']['kind'], string> = {
  bank: 'Bank account',
  debit_card: 'Debit card',
  gift_card: 'Gift card',
};

/** What the withdrawal is and everything that happened to it, oldest step first. */
export function WithdrawalFacts({ detail }: { detail: AdminWithdrawalDetail }) {
  const w = detail.withdrawal;
  return (
    <>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>
          <WithdrawalStatusBadge status={w.status} />
        </dd>
        <dt>Amount</dt>
        <dd>
          {dollars(w.usd)} · {crownsText(w.crowns)}
          {w.feeCrowns > 0 ? ` (fee ${crownsText(w.feeCrowns)})` : ''}
        </dd>
        <dt>Destination</dt>
        <dd>
          {w.destination} · {KIND[w.kind]}
        </dd>
        <dt>Identity</dt>
        <dd>
          <KycBadge kyc={w.kyc} />
        </dd>
        <dt>Last 365 days</dt>
        <dd>{dollars(w.yearUsd)} before this one</dd>
        {w.reviewReason ? (
          <>
            <dt>Review reason</dt>
            <dd>{reviewReasonText(w.reviewReason)}</dd>
          </>
        ) : null}
        {w.message ? (
          <>
            <dt>Message</dt>
            <dd>{w.message}</dd>
          </>
        ) : null}
        <dt>Requested</dt>
        <dd>{formatDateTime(w.createdAt)}</dd>
        {w.settledAt ? (
          <>
            <dt>Settled</dt>
            <dd>{formatDateTime(w.settledAt)}</dd>
          </>
        ) : null}
      </dl>
      <h3 className={styles.trailTitle}>Trail</h3>
      <ol className={styles.trail} aria-label="Trail">
        {detail.trail.map((step, i) => {
          const text = trailDetail(step.data);
          return (
            // The trail is append-only and ordered, so the position is a stable key.
            <li key={i} className={styles.step}>
              <span className={styles.dot} aria-hidden />
              <span className={styles.stepBody}>
                <span className={styles.stepHead}>{trailAction(step.action)}</span>
                <span className={styles.stepMeta}>
                  <time dateTime={step.createdAt}>{formatDateTime(step.createdAt)}</time> · {step.actor ?? 'System'}
                </span>
                {text ? <span className={styles.stepDetail}>{text}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

export function WithdrawalFactsSkeleton() {
  return (
    <div className={styles.confirm} aria-busy>
      {[70, 90, 60, 80, 50].map((width) => (
        <Skeleton key={width} width={`${width}%`} height={14} />
      ))}
    </div>
  );
}
