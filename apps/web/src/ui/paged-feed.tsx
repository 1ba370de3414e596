import { Fragment, type ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

/** The parts of an infinite query of `{ data: T[] }` pages that a feed reads. */
export type PagedFeedQuery<T> = {
  isPending: boolean;
  isError: boolean;
  data?: { pages: { data: T[] }[] };
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

type Props<T extends { id: number | string }> = {
  feed: PagedFeedQuery<T>;
  /** The box around the list (and the skeletons); without it the list stands alone. */
  className?: string;
  listClassName?: string;
  skeletonHeight: number;
  /** What an empty feed shows. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
};

/**
 * An activity feed, newest first, a page at a time with 'See more' (spec 02 §2 "Activity feed lists"): skeletons
 * while loading, Retry when it failed, `empty` when there is nothing yet.
 */
export function PagedFeed<T extends { id: number | string }>(props: Props<T>) {
  const { feed, className, listClassName, skeletonHeight, empty, renderItem } = props;
  if (feed.isPending) {
    return (
      <div className={className ?? listClassName} aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={skeletonHeight} />
        ))}
      </div>
    );
  }
  if (feed.isError) {
    return (
      <EmptyState
        compact
        title="Activity could not be loaded."
        action={
          <Button size="sm" variant="secondary" onClick={() => void feed.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  const items = feed.data?.pages.flatMap((p) => p.data) ?? [];
  if (items.length === 0) return <>{empty}</>;
  const list = (
    <>
      <ul className={listClassName}>
        {items.map((item) => (
          <Fragment key={item.id}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      <SeeMore feed={feed} />
    </>
  );
  return className ? <div className={className}>{list}</div> : list;
}

/** 'See more' while the feed has another page. */
export function SeeMore({
  feed,
}: {
  feed: Pick<PagedFeedQuery<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
}) {
  if (!feed.hasNextPage) return null;
  return (
    <Button variant="ghost" size="sm" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
      See more
    </Button>
  );
}
