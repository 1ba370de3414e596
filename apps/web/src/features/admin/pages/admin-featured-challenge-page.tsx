import { CHALLENGE_MSG, type ChallengeView, challengePath, type FeaturedPick } from '@crowns/contracts';
import { CalendarClock, Search, Star, Swords } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useDebouncedValue } from '../../../lib/debounce';
import { CrownAmount, EmptyState, Input, Skeleton } from '../../../ui';
import { CoverImage } from '../../../ui/cover-image';
import { ScheduleTimer } from '../../../ui/schedule-timer';
import {
  useAdminFeatured,
  useCancelPick,
  useFeaturedCandidates,
  useFeaturedSchedule,
  useSetFeatured,
} from '../api/featured-challenge';
import styles from '../components/admin.module.css';
import featured from '../components/featured.module.css';
import { FeaturedChallengeTable } from '../components/featured-challenge-table';
import { FeaturedScheduleTable } from '../components/featured-schedule-table';
import { GuardedButton } from '../components/guarded-button';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { SchedulePickDialog } from '../components/schedule-pick-dialog';
import { errorText, isHandled } from '../format';
import { useCanWrite } from '../use-admin-access';
import { useFeaturedLive } from '../use-featured-live';

/**
 * /admin/featuredchallenge: the challenge featured on /challenges, chosen among the upcoming and live ones (now, or
 * scheduled for a later minute), or none.
 */
export function AdminFeaturedChallengePage() {
  const canWrite = useCanWrite();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const current = useAdminFeatured();
  const candidates = useFeaturedCandidates(term);
  const setFeatured = useSetFeatured();
  const chosen = current.data?.featured ? current.data : null;
  const change = (id: number | null) =>
    setFeatured.mutate(id, {
      onSuccess: (answer) => toast.success(answer.message || CHALLENGE_MSG.featured),
      onError: (error) => {
        if (!isHandled(error)) toast.error(errorText(error));
      },
    });
  const busyId = setFeatured.isPending ? setFeatured.variables : undefined;
  const schedule = useFeaturedSchedule();
  const cancelPick = useCancelPick();
  const [scheduling, setScheduling] = useState<ChallengeView | null>(null);
  useFeaturedLive(schedule.data?.[0]?.starts_at);
  const cancel = (pick: FeaturedPick) =>
    cancelPick.mutate(pick.id, {
      onSuccess: (answer) => toast.success(answer.message || CHALLENGE_MSG.scheduleCancelled),
      onError: (error) => {
        if (!isHandled(error)) toast.error(errorText(error));
      },
    });

  return (
    <section className={styles.page} aria-labelledby="admin-featured-title">
      <PageHeader
        id="admin-featured-title"
        title="Featured Challenge"
        subtitle="One upcoming or live challenge is featured at the top of /challenges, chosen now or scheduled for later. Without a choice, the live challenge with the largest prize is shown."
      />
      {canWrite ? null : (
        <ReadOnlyNotice>
          Read-only access: you can see the featured challenge and its schedule but not change them.
        </ReadOnlyNotice>
      )}
      <section className={`${styles.panel} ${styles.section}`} aria-labelledby="featured-now-title">
        <h2 id="featured-now-title" className={styles.sectionTitle}>
          Featured now
        </h2>
        {current.isError ? (
          <LoadError what="the featured challenge" query={current} />
        ) : current.isPending ? (
          <Skeleton height={120} radius={12} />
        ) : current.data ? (
          <div className={featured.current} data-testid="featured-now">
            <Link to={challengePath(current.data)} className={featured.cover} aria-hidden tabIndex={-1}>
              <CoverImage src={current.data.image_url} icon={Swords} />
            </Link>
            <div className={featured.info}>
              <Link to={challengePath(current.data)} className={featured.name}>
                {current.data.title}
              </Link>
              <span className={styles.muted}>
                {chosen ? 'Chosen by an admin' : 'Automatic: no challenge chosen, the live one with the largest prize'}
              </span>
              <span className={featured.facts}>
                <CrownAmount crowns={current.data.prize_cc} size="sm" />
                <ScheduleTimer schedule={current.data} />
              </span>
            </div>
            {chosen ? (
              <GuardedButton
                variant="secondary"
                size="sm"
                loading={busyId === null}
                disabled={busyId !== undefined && busyId !== null}
                onClick={() => change(null)}
              >
                Clear featured
              </GuardedButton>
            ) : null}
          </div>
        ) : (
          <EmptyState compact icon={<Star size={18} />} title={CHALLENGE_MSG.noFeatured} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="featured-schedule-title">
        <div className={styles.sectionHead}>
          <h2 id="featured-schedule-title" className={styles.sectionTitle}>
            Scheduled
          </h2>
        </div>
        {schedule.isError && !schedule.data ? (
          <div className={styles.panel}>
            <LoadError what="the schedule" query={schedule} />
          </div>
        ) : (
          <FeaturedScheduleTable
            rows={schedule.data}
            loading={schedule.isPending}
            busyId={cancelPick.isPending ? cancelPick.variables : undefined}
            onCancel={cancel}
            empty={
              <EmptyState
                compact
                icon={<CalendarClock size={18} />}
                title="No picks scheduled."
                description="Schedule an upcoming or live challenge below to feature it from a set time."
              />
            }
          />
        )}
      </section>
      <section className={styles.section} aria-labelledby="featured-candidates-title">
        <div className={styles.sectionHead}>
          <h2 id="featured-candidates-title" className={styles.sectionTitle}>
            Upcoming and live challenges
          </h2>
        </div>
        <div className={styles.toolbar}>
          <Input
            type="search"
            label="Search challenges"
            hideLabel
            placeholder="Search by title"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            trailing={<Search size={16} aria-hidden />}
            className={styles.search}
          />
        </div>
        {candidates.isError && !candidates.data ? (
          <div className={styles.panel}>
            <LoadError what="the challenges" query={candidates} />
          </div>
        ) : (
          <FeaturedChallengeTable
            rows={candidates.data?.data}
            loading={candidates.isPending}
            stale={candidates.isPlaceholderData}
            featuredId={chosen?.id ?? null}
            busyId={busyId}
            onFeature={change}
            onSchedule={setScheduling}
            empty={
              <EmptyState
                compact
                icon={<Swords size={18} />}
                title={term ? 'No challenges match your search.' : 'No upcoming or live challenges.'}
                description={term ? 'Try another title.' : 'Only an upcoming or live challenge can be featured.'}
              />
            }
          />
        )}
      </section>
      <SchedulePickDialog challenge={scheduling} onClose={() => setScheduling(null)} />
    </section>
  );
}
