import type { ChallengeResponseView } from '@crowns/contracts';
import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/debounce';
import { Avatar, Badge, Button, Dialog, EmptyState, Input, Skeleton } from '../../../ui';
import { Pagination } from '../../../ui/pagination';
import { UserLink } from '../../../ui/user-link';
import { useUpvoters } from './api/upvoters';
import styles from './detail.module.css';

/** Who upvoted a response (10 a page, searchable); votes that do not count yet are marked pending. */
export function UpvotersDialog({ response, onClose }: { response: ChallengeResponseView; onClose: () => void }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useUpvoters(response.id, { page, search });
  const users = list.data?.data ?? [];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Upvoters" description={response.title} size="sm">
      <Input
        label="Search upvoters"
        hideLabel
        placeholder="Search by name"
        value={text}
        trailing={<Search size={16} aria-hidden />}
        onChange={(e) => {
          setText(e.target.value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <div className={styles.people} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} radius={8} />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState
          compact
          title="We could not load the upvoters."
          action={
            <Button size="sm" variant="secondary" onClick={() => list.refetch()}>
              Try again
            </Button>
          }
        />
      ) : users.length === 0 ? (
        <EmptyState
          compact
          icon={<Users size={20} />}
          title={search ? 'Nobody matches your search' : 'No upvotes yet'}
        />
      ) : (
        <ul className={styles.people} aria-label="Upvoters">
          {users.map((u) => (
            <li key={u.id} className={styles.personRow}>
              <Avatar src={u.image_url} name={u.sc_username} size="sm" decorative />
              <UserLink user={u} className={styles.boardName} />
              {u.counted ? null : (
                <Badge tone="warning" className={styles.pushRight}>
                  Pending
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      {(list.data?.totalPages ?? 0) > 1 ? (
        <Pagination page={page} totalPages={list.data?.totalPages ?? 1} onPageChange={setPage} label="Upvoters pages" />
      ) : null}
    </Dialog>
  );
}
