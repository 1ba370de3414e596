import type { AdminWithdrawalView } from '@crowns/contracts';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, Tabs } from '../../../ui';
import { useWithdrawals, type WithdrawalFilter } from '../api/withdrawals';
import styles from '../components/admin.module.css';
import { ListFooter } from '../components/list-footer';
import { ListOrError, useLastPage } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { WithdrawalDialog } from '../components/withdrawal-dialog';
import { WithdrawalsTable } from '../components/withdrawals-table';
import { useCanWrite } from '../use-admin-access';
import { useAdminLive } from '../use-admin-live';

export const WITHDRAWALS_PAGE_SIZE = 20;

const TABS: { value: WithdrawalFilter; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'No withdrawals are waiting or on their way.' },
  { value: 'review', label: 'Review', empty: 'No withdrawals are waiting for a review.' },
  { value: 'held', label: 'Held', empty: 'No withdrawals are on hold.' },
  { value: 'processing', label: 'Processing', empty: 'No withdrawals are on their way.' },
  { value: 'paid', label: 'Paid', empty: 'No withdrawals have been paid yet.' },
  { value: 'failed', label: 'Failed', empty: 'No withdrawals have failed.' },
  { value: 'rejected', label: 'Rejected', empty: 'No withdrawals have been rejected.' },
];
const tabOf = (value: string | null) => TABS.find((t) => t.value === value) ?? (TABS[0] as (typeof TABS)[number]);

/** /admin/payouts: the withdrawals queue by status, each with its trail; full admins approve, hold or reject. */
export function AdminPayoutsPage() {
  useAdminLive();
  const canWrite = useCanWrite();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminWithdrawalView | null>(null);
  const query = useWithdrawals({ status: tab.value, page, limit: WITHDRAWALS_PAGE_SIZE });
  const data = query.data;
  useLastPage(query, page, setPage);

  return (
    <section className={styles.page} aria-labelledby="admin-payouts-title">
      <PageHeader
        id="admin-payouts-title"
        title="Payouts"
        subtitle="Withdrawals to bank accounts, debit cards and gift cards. Large or unusual ones wait here for a review."
      />
      {canWrite ? null : (
        <ReadOnlyNotice>
          Read-only access: you can view withdrawals but not approve, hold or reject them.
        </ReadOnlyNotice>
      )}
      <Tabs
        label="Withdrawal status"
        value={tab.value}
        onValueChange={(next) => {
          setParams(next === 'open' ? {} : { status: next }, { replace: true });
          setPage(1);
        }}
        items={TABS.map((t) => ({ value: t.value, label: t.label }))}
      />
      <ListOrError what="withdrawals" query={query}>
        <WithdrawalsTable
          withdrawals={data?.data}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          onOpen={setOpen}
          empty={<EmptyState compact icon={<Banknote size={18} />} title="No Data Available" description={tab.empty} />}
        />
      </ListOrError>
      <ListFooter
        data={data}
        noun={['withdrawal', 'withdrawals']}
        page={page}
        onPageChange={setPage}
        label="Withdrawal pages"
      />
      <WithdrawalDialog target={open} onClose={() => setOpen(null)} />
    </section>
  );
}
