import { type AdminStreamer, LIMITS, STREAM_PLATFORMS } from '@crowns/contracts';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/debounce';
import { Avatar, EmptyState, LiveBadge } from '../../../ui';
import { type Column, Table } from '../../../ui/table';
import { useStreamers } from '../api/streams';
import styles from './admin.module.css';
import bountyStyles from './bounties.module.css';
import { GuardedButton } from './guarded-button';
import { ListFooter } from './list-footer';
import { ListOrError, useLastPage } from './list-state';
import { StreamDialog } from './stream-dialog';
import { PLATFORM_NAMES, StreamToggle } from './stream-toggle';
import { ToolbarSearch } from './toolbar-fields';

export const STREAMERS_PAGE_SIZE = 20;

function StreamerCell({ streamer }: { streamer: AdminStreamer }) {
  const live = streamer.streams.filter((s) => s.is_live);
  const busiest = [...live].sort((a, b) => b.viewer_count - a.viewer_count)[0];
  const about = busiest
    ? [`Live on ${live.map((s) => PLATFORM_NAMES[s.platform]).join(', ')}`, busiest.category, busiest.title]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <span className={styles.userCell}>
      <Avatar src={streamer.image_url} name={streamer.sc_username} size="sm" decorative />
      <span className={bountyStyles.stack}>
        <span className={styles.userCell}>
          <span className={styles.userName}>{streamer.sc_username}</span>
          {streamer.is_streaming ? <LiveBadge /> : null}
        </span>
        <span className={`${styles.muted} ${bountyStyles.clip}`} title={about || undefined}>
          {about || (streamer.is_streamer ? 'Offline' : 'Offline · not marked as a streamer')}
        </span>
      </span>
    </span>
  );
}

/** The simulated stream-status provider's switchboard: who is live where, with what title, category and viewers. */
export function LiveStreams() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminStreamer | null>(null);
  const search = useDebouncedValue(text.trim(), LIMITS.searchDebounceMs);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setPage(1);
  }
  const query = useStreamers({ page, limit: STREAMERS_PAGE_SIZE, search: search || undefined });
  const data = query.data;
  useLastPage(query, page, setPage);

  const columns: Column<AdminStreamer>[] = [
    { key: 'streamer', header: 'Streamer', skeleton: 160, cell: (s) => <StreamerCell streamer={s} /> },
    ...STREAM_PLATFORMS.map(
      (platform): Column<AdminStreamer> => ({
        key: platform,
        header: PLATFORM_NAMES[platform],
        skeleton: 40,
        cell: (s) => <StreamToggle streamer={s} platform={platform} />,
      }),
    ),
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'end',
      // Not sticky: on phones the switches, not this secondary button, should come into view when scrolling.
      skeleton: 60,
      cell: (s) => (
        <GuardedButton
          size="sm"
          variant="secondary"
          onClick={() => setEditing(s)}
          aria-label={`Edit stream of ${s.sc_username}`}
        >
          Details
        </GuardedButton>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-label="Live streams">
      <search className={styles.toolbar}>
        <ToolbarSearch
          label="Search streamers"
          placeholder="Search by username (any user)"
          value={text}
          maxLength={64}
          onChange={setText}
        />
      </search>
      <ListOrError what="streamers" query={query}>
        <Table
          caption="Streamers"
          columns={columns}
          rows={data?.data}
          rowKey={(s) => String(s.id)}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          skeletonRows={6}
          empty={
            <EmptyState
              compact
              icon={<Radio size={18} />}
              title={search ? 'No users match this search.' : 'No Data Available'}
              description={search ? undefined : 'Search a username to put any user live.'}
            />
          }
        />
      </ListOrError>
      <ListFooter
        data={data}
        noun={['streamer', 'streamers']}
        page={page}
        onPageChange={setPage}
        label="Streamer pages"
      />
      <StreamDialog streamer={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
