import { LIMITS } from '@crowns/contracts';
import { useQuery } from '@tanstack/react-query';
import { Search, Target } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../lib/debounce';
import { Dialog, EmptyState, Input, LiveBadge, Spinner } from '../../ui';
import { UserLink } from '../../ui/user-link';
import styles from './search.module.css';
import { searchQuery } from './search-api';

/** The search modal: trimmed text, debounced 300 ms, users and bounties. */
export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), LIMITS.searchDebounceMs);
  const { data, isFetching } = useQuery(searchQuery(term));
  const close = () => onOpenChange(false);
  const empty = data && data.users.length === 0 && data.bounties.length === 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search" size="lg">
      <Input
        label="Search users and bounties"
        hideLabel
        placeholder="Search streamers, users and bounties"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoFocus
        type="search"
        trailing={isFetching ? <Spinner size={16} label="Searching" /> : <Search size={16} aria-hidden />}
      />
      <div className={styles.results} aria-live="polite">
        {!term ? (
          <p className={styles.hint}>Type a name or a bounty title.</p>
        ) : !data ? null : empty ? (
          <EmptyState
            compact
            icon={<Search size={18} />}
            title="No results"
            description={`Nothing matches “${term}”.`}
          />
        ) : (
          <>
            {data.users.length > 0 ? (
              <section aria-label="Users">
                <h3 className={styles.heading}>Users</h3>
                <ul className={styles.users}>
                  {data.users.map((u) => (
                    <li key={u.id}>
                      <UserLink user={u} avatar="md" className={styles.user} onClick={close}>
                        <span className={styles.userName}>{u.sc_username}</span>
                        {u.is_streaming ? <LiveBadge /> : null}
                      </UserLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {data.bounties.length > 0 ? (
              <section aria-label="Bounties">
                <h3 className={styles.heading}>Bounties</h3>
                <ul className={styles.bounties}>
                  {data.bounties.map((b) => (
                    <li key={b.id}>
                      <Link to={`/?bountyId=${b.id}`} className={styles.bounty} onClick={close}>
                        <Target size={16} aria-hidden />
                        <span>{b.title || `Bounty #${b.id}`}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
