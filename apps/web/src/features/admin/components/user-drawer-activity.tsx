import type { AdminUserDetail } from '@crowns/contracts';
import { Badge, CrownAmount } from '../../../ui';
import { formatDateTime } from '../format';
import { DrawerBlock } from './drawer-block';
import styles from './user-drawer.module.css';

const more = (shown: number, total: number) =>
  total > shown ? (
    <p className={styles.note}>
      Showing the latest {shown} of {total}.
    </p>
  ) : null;

/** The account's latest bounties, claims and the reports against it, each with its total. */
export function UserDrawerActivity({ detail }: { detail: AdminUserDetail }) {
  const { bounties, claims, reports } = detail;
  return (
    <div>
      <DrawerBlock id="drawer-bounties" title={<>Bounties created ({bounties.totalRecords})</>}>
        {bounties.recent.length === 0 ? <p className={styles.note}>No bounties created.</p> : null}
        <ul className={styles.list}>
          {bounties.recent.map((b) => (
            <li key={b.id} className={styles.item}>
              <span className={styles.itemMain}>
                <a className={styles.itemTitle} href={`/?bountyId=${b.id}`} target="_blank" rel="noreferrer">
                  {b.title}
                </a>
                <span className={styles.note}>
                  #{b.id} · {formatDateTime(b.createdAt)}
                </span>
              </span>
              <Badge tone="neutral">{b.status}</Badge>
              <CrownAmount crowns={b.amount} size="sm" />
            </li>
          ))}
        </ul>
        {more(bounties.recent.length, bounties.totalRecords)}
      </DrawerBlock>

      <DrawerBlock id="drawer-claims" title={<>Claims ({claims.totalRecords})</>}>
        {claims.recent.length === 0 ? <p className={styles.note}>No claims.</p> : null}
        <ul className={styles.list}>
          {claims.recent.map((c) => (
            <li key={c.id} className={styles.item}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>{c.bountyTitle}</span>
                <span className={styles.note}>
                  Bounty #{c.bountyId} · claimed {formatDateTime(c.createdAt)}
                  {c.submittedAt ? ` · submitted ${formatDateTime(c.submittedAt)}` : ''}
                </span>
              </span>
              <Badge tone="neutral">{c.status}</Badge>
            </li>
          ))}
        </ul>
        {more(claims.recent.length, claims.totalRecords)}
      </DrawerBlock>

      <DrawerBlock
        id="drawer-reports"
        title={
          <>
            Reports against them ({reports.totalRecords}, {reports.open} open)
          </>
        }
      >
        {reports.recent.length === 0 ? <p className={styles.note}>No reports.</p> : null}
        <ul className={styles.list}>
          {reports.recent.map((r) => (
            <li key={r.id} className={styles.item}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>
                  {r.category} · {r.model.replace('_', ' ')} #{r.modelId}
                </span>
                <span className={styles.note}>
                  “{r.details}” — {r.reporter ? r.reporter.sc_username : 'deleted account'},{' '}
                  {formatDateTime(r.createdAt)}
                </span>
              </span>
              <Badge tone={r.status === 'open' ? 'warning' : 'neutral'}>
                {r.status === 'open' ? 'Open' : 'Resolved'}
              </Badge>
            </li>
          ))}
        </ul>
        {more(reports.recent.length, reports.totalRecords)}
      </DrawerBlock>
    </div>
  );
}
