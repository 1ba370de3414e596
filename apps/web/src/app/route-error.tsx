import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, EmptyState } from '../ui';

/** Shown when a page fails to load or render (e.g. a chunk went missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div style={{ padding: '64px 16px' }}>
      <EmptyState
        icon={<AlertTriangle size={22} />}
        title="Something went wrong"
        description={detail ?? 'This page could not be loaded. Reloading usually helps.'}
        action={<Button onClick={() => window.location.reload()}>Reload page</Button>}
      />
    </div>
  );
}
