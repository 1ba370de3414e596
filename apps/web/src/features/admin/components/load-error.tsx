import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button, EmptyState } from '../../../ui';
import { errorText } from '../format';

/** What LoadError reads of a failed query. */
export type FailedQuery = { error: unknown; refetch: () => unknown; isFetching: boolean };

/** The error state of a list: what failed, the server's reason, and a retry. */
export function LoadError({ what, query }: { what: string; query: FailedQuery }) {
  const { error, isFetching: retrying } = query;
  const onRetry = () => void query.refetch();
  return (
    <EmptyState
      icon={<AlertTriangle size={22} />}
      title={`Could not load ${what}.`}
      description={errorText(error)}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {retrying ? null : <RotateCw size={14} aria-hidden />}
          Retry
        </Button>
      }
    />
  );
}
