import { LIMITS } from '@crowns/contracts';
import { Video } from 'lucide-react';
import { Button, EmptyState, Skeleton } from '../../../ui';
import { LoadError } from '../../../ui/load-error';
import { useSubmissionPages, useSubmissions } from '../api/submissions';
import { VideoTile } from './video-tile';
import styles from './videos.module.css';

function TileSkeletons({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={140} radius={12} />
      ))}
    </div>
  );
}

/** The 3 most viewed videos, then the others 12 at a time by views with See more (spec 01 §2). */
export function VideosTab({ userId, username }: { userId: string; username: string }) {
  const top = useSubmissions(userId, { page: 1, limit: LIMITS.profileTopVideos, sortBy: 'views' });
  const rest = useSubmissionPages(userId);
  if (top.isPending) return <TileSkeletons count={LIMITS.profileTopVideos} />;
  if (top.isError) return <LoadError what="the videos" error={top.error} onRetry={() => void top.refetch()} />;
  const best = top.data.data;
  if (best.length === 0)
    return (
      <EmptyState
        compact
        icon={<Video size={18} />}
        title="No Video"
        description="Completed bounty videos show up here."
      />
    );
  const shown = new Set(best.map((v) => v.id));
  const others = (rest.data?.pages.flatMap((p) => p.data) ?? []).filter((v) => !shown.has(v.id));
  return (
    <div className={styles.videos}>
      <section aria-label="Top videos">
        <div className={styles.grid}>
          {best.map((v, i) => (
            <VideoTile key={v.id} video={v} rank={i} />
          ))}
        </div>
      </section>
      {rest.isPending ? (
        <TileSkeletons count={3} />
      ) : others.length > 0 ? (
        <section aria-labelledby={`other-videos-${userId}`}>
          <h3 id={`other-videos-${userId}`} className={styles.heading}>
            Other Submissions by @{username}
          </h3>
          <div className={styles.grid}>
            {others.map((v) => (
              <VideoTile key={v.id} video={v} />
            ))}
          </div>
        </section>
      ) : null}
      {rest.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          loading={rest.isFetchingNextPage}
          onClick={() => void rest.fetchNextPage()}
        >
          {rest.isFetchingNextPage ? 'Loading...' : 'See more'}
        </Button>
      ) : null}
    </div>
  );
}
