import { CalendarClock, Plus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../ui';
import { type DailyBounty, useDailyBounties } from '../api/daily-bounties';
import { useCanWrite } from '../use-admin-access';
import { useNow } from '../use-now';
import styles from './admin.module.css';
import { DailyBountiesTable, dailyPhase } from './daily-bounties-table';
import { DailyBountyDialog } from './daily-bounty-form';
import { DeleteDailyDialog } from './delete-daily-dialog';
import { GuardedButton } from './guarded-button';
import { ListOrError } from './list-state';

/** Daily bounties: every one created, newest first, with create, edit and delete for full admins. */
export function DailyBounties() {
  const canWrite = useCanWrite();
  const query = useDailyBounties();
  const now = useNow(30_000);
  const [editing, setEditing] = useState<{ bounty: DailyBounty | null } | null>(null);
  const [deleting, setDeleting] = useState<DailyBounty | null>(null);
  const data = query.data;
  const live = data?.filter((b) => dailyPhase(b, now) === 'live').length ?? 0;

  return (
    <section className={styles.section} aria-label="Daily bounties">
      <div className={styles.sectionHead}>
        <p className={styles.count} aria-live="polite">
          {data ? `${data.length} daily ${data.length === 1 ? 'bounty' : 'bounties'} · ${live} live now` : null}
        </p>
        <GuardedButton size="sm" onClick={() => setEditing({ bounty: null })}>
          <Plus size={14} aria-hidden /> New daily bounty
        </GuardedButton>
      </div>
      <ListOrError what="daily bounties" query={query}>
        <DailyBountiesTable
          bounties={data}
          loading={query.isPending}
          now={now}
          onEdit={(bounty) => setEditing({ bounty })}
          onDelete={setDeleting}
          empty={
            <EmptyState
              compact
              icon={<CalendarClock size={18} />}
              title="No Data Available"
              description={canWrite ? 'Create the first daily bounty with New daily bounty.' : 'No daily bounties yet.'}
            />
          }
        />
      </ListOrError>
      <DailyBountyDialog open={editing !== null} bounty={editing?.bounty ?? null} onClose={() => setEditing(null)} />
      <DeleteDailyDialog bounty={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
