import { MSG } from '@crowns/contracts';
import { AlertTriangle } from 'lucide-react';
import { ApiError } from '../lib/api';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** The error state of a list: what failed, the server's message and a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      compact
      icon={<AlertTriangle size={18} />}
      title={`We could not load ${what}.`}
      description={error instanceof ApiError ? error.message : MSG.somethingWentWrong}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
