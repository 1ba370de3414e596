import type { AdminPromoData } from '@crowns/contracts';
import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../ui';
import { usePromos } from '../api/list-promos';
import styles from '../components/admin.module.css';
import { ListFooter } from '../components/list-footer';
import { ListOrError } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { PromoForm } from '../components/promo-form';
import { PromoTable } from '../components/promo-table';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { RedemptionsDialog } from '../components/redemptions-dialog';
import { useCanWrite } from '../use-admin-access';

export const PROMOS_PAGE_SIZE = 20;

/** /admin/promotion: promo codes with what they granted, their redemptions, and for full admins the create form. */
export function AdminPromotionPage() {
  const canWrite = useCanWrite();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<AdminPromoData | null>(null);
  const query = usePromos({ page, limit: PROMOS_PAGE_SIZE });
  const data = query.data;
  return (
    <section className={styles.page} aria-labelledby="admin-promotion-title">
      <PageHeader
        id="admin-promotion-title"
        title="Promotion"
        subtitle="Promo codes credit crowns at once or add a bonus percent to the user's next purchase."
      />
      {canWrite ? null : (
        <ReadOnlyNotice>Read-only access: you can view promo codes but not create them.</ReadOnlyNotice>
      )}
      <section className={`${styles.panel} ${styles.section}`} aria-labelledby="promo-create-title">
        <h2 id="promo-create-title" className={styles.sectionTitle}>
          New promo code
        </h2>
        <PromoForm disabled={!canWrite} />
      </section>
      <section className={styles.section} aria-labelledby="promo-list-title">
        <h2 id="promo-list-title" className={styles.sectionTitle}>
          Promo codes
        </h2>
        <ListOrError what="promo codes" query={query}>
          <PromoTable
            promos={data?.data}
            loading={query.isPending}
            stale={query.isPlaceholderData}
            onShowRedemptions={setShown}
            empty={
              <EmptyState
                compact
                icon={<TicketPercent size={18} />}
                title="No Data Available"
                description={canWrite ? 'Create the first promo code with the form above.' : 'No promo codes yet.'}
              />
            }
          />
        </ListOrError>
        <ListFooter data={data} noun={['code', 'codes']} page={page} onPageChange={setPage} label="Promo code pages" />
      </section>
      <RedemptionsDialog promo={shown} onClose={() => setShown(null)} />
    </section>
  );
}
