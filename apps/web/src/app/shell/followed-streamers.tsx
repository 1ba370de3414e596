import { useInfiniteQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { formatViewers, truncate } from '../../lib/format';
import { mainStream } from '../../lib/realtime/live-streamers';
import { Avatar, Button, EmptyState, Skeleton } from '../../ui';
import { type FollowedStreamer, followedStreamersQuery } from './followed-streamers-api';
import styles from './side-menu.module.css';

/** Followed streamers, 5 per page with Load More; live ones show platform, display name and viewers. */
export function FollowedStreamers({ userId, expanded }: { userId: string; expanded: boolean }) {
  const query = useInfiniteQuery(followedStreamersQuery(userId));
  const streamers = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section aria-labelledby="followed-title" className={styles.followed}>
      <h2 id="followed-title" className={expanded ? styles.heading : 'sr-only'}>
        Followed Streamers
      </h2>
      {query.isPending ? (
        <ul className={styles.list} aria-hidden>
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.streamerSkeleton}>
              <Skeleton circle width={32} height={32} />
              {expanded ? <Skeleton height={12} /> : null}
            </li>
          ))}
        </ul>
      ) : streamers.length === 0 ? (
        expanded ? (
          <EmptyState
            compact
            icon={<Heart size={18} />}
            title="No followed streamers yet"
            description="Follow streamers from their profile to see when they go live."
          />
        ) : null
      ) : (
        <ul className={styles.list}>
          {streamers.map((s) => (
            <li key={s.id}>
              <StreamerRow streamer={s} expanded={expanded} />
            </li>
          ))}
        </ul>
      )}
      {expanded && query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          block
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load More
        </Button>
      ) : null}
    </section>
  );
}

function StreamerRow({ streamer, expanded }: { streamer: FollowedStreamer; expanded: boolean }) {
  const live = streamer.is_streaming;
  const details = live ? mainStream(streamer) : undefined;
  const viewers = details?.viewer_count ?? 0;
  const status = live ? `Live on ${details?.platform ?? 'stream'}, ${viewers} viewers` : 'Offline';
  return (
    <Link
      to={`/@${streamer.sc_username}`}
      className={styles.streamer}
      title={expanded ? undefined : `${streamer.sc_username} (${status})`}
    >
      <span className={styles.streamerAvatar}>
        <Avatar src={streamer.image_url} name={streamer.sc_username} size="sm" decorative />
        {live ? <span className={styles.liveDot} aria-hidden /> : null}
      </span>
      {expanded ? (
        <span className={styles.streamerText}>
          <span className={styles.streamerName}>{truncate(streamer.sc_username, 16)}</span>
          <span className={styles.streamerMeta}>
            {live ? (
              <>
                <span className={styles.platform}>{details?.platform ?? 'live'}</span>
                {details?.display_name ? <span>· {truncate(details.display_name, 14)}</span> : null}
              </>
            ) : (
              'Offline'
            )}
          </span>
        </span>
      ) : null}
      {expanded && live ? (
        <span className={styles.viewers} aria-hidden>
          <span className={styles.liveDotInline} aria-hidden />
          {formatViewers(viewers)}
        </span>
      ) : null}
      <span className="sr-only">{status}</span>
    </Link>
  );
}
