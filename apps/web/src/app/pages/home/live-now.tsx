import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatViewers, truncate, usableImageUrl } from '../../../lib/format';
import { Avatar, LiveBadge } from '../../../ui';
import styles from './home.module.css';
import { liveStreamersQuery } from './home-api';

/** Streamers live right now; left out entirely when the call fails or nobody is live. */
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
          const thumb = usableImageUrl(s.streamDetails?.thumbnail_url);
          const viewers = s.streamDetails?.viewer_count ?? 0;
          return (
            <li key={s.id}>
              <Link to={`/@${s.sc_username}`} className={styles.liveCard}>
                <span className={styles.thumb}>
                  {thumb ? <img src={thumb} alt="" loading="lazy" /> : null}
                  <LiveBadge className={styles.thumbBadge} />
                  <span className={styles.thumbViewers}>{formatViewers(viewers)} viewers</span>
                </span>
                <span className={styles.liveMeta}>
                  <Avatar src={s.image_url} name={s.sc_username} size="sm" decorative />
                  <span className={styles.liveText}>
                    <span className={styles.liveName}>{truncate(s.sc_username, 16)}</span>
                    <span className={styles.livePlatform}>
                      {s.streamDetails?.platform ?? 'Live'}
                      {s.streamDetails?.display_name ? ` · ${truncate(s.streamDetails.display_name, 18)}` : ''}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
