import { Spinner } from '../ui/spinner';

/**
 * The router's HydrateFallback: on a full page load the first page's code is still loading (every page is a lazy
 * route), so the shell renders and the content area shows this until it arrives.
 */
export function PageLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 16px' }} aria-busy="true">
      <Spinner size={28} label="Loading page" />
    </div>
  );
}
