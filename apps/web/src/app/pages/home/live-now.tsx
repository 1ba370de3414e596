import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatViewers, truncate, usableImageUrl } from '../../../lib/format';
import { mainStream } from '../../../lib/realtime/live-streamers';
import { Avatar, LiveBadge } from '../../../ui';
import { FollowButton } from '../../../ui/follow-button';
import styles from './home.module.css';
import { liveStreamersQuery } from './home-api';
import own from './live-now.module.css';

/**
 * The top 10 live streamers by followers, each with Follow, kept current by the streamer events; left out entirely when the call
 * fails or nobody is live.
 */
export function LiveNow() {
  const { data: streamers = [] } = useQuery(liveStreamersQuery);
  if (streamers.length === 0) return null;
  return (
    <section aria-labelledby="live-title" className={styles.section}>
      <h2 id="live-title" className={styles.sectionTitle}>
        Live Now
      </h2>
      <ul className={styles.live}>
        {streamers.map((s) => {
          const stream = mainStream(s);
          const thumb = usableImageUrl(stream?.thumbnail_url);
          const viewers = stream?.viewer_count ?? 0;
          const category = stream?.twitch_category;
          return (
            <li key={s.id} className={own.item}>
              <Link to={`/@${s.sc_username}`} className={styles.liveCard}>
                <span className={styles.thumb}>
                  {thumb ? (
                    <img src={thumb} alt="" loading="lazy" />
                  ) : (
                    <span className={own.placeholder} aria-hidden>
                      <Avatar src={s.image_url} name={s.sc_username} size="lg" decorative />
                    </span>
                  )}
                  <LiveBadge className={styles.thumbBadge} />
                  <span className={styles.thumbViewers}>{formatViewers(viewers)} viewers</span>
                </span>
                <span className={styles.liveMeta}>
                  <Avatar src={s.image_url} name={s.sc_username} size="sm" decorative />
                  <span className={styles.liveText}>
                    <span className={styles.liveName}>{truncate(s.sc_username, 16)}</span>
                    {stream?.title ? <span className={own.title}>{stream.title}</span> : null}
                    <span className={styles.livePlatform}>
                      {stream?.platform ?? 'Live'}
                      {category ? ` · ${truncate(category, 18)}` : ''}
                    </span>
                  </span>
                </span>
              </Link>
              <FollowButton user={s} className={own.follow} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
