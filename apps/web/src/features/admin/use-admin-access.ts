import { useSession } from '../../lib/session';

/** Only a full admin may change things; a read-only admin sees the same data without the actions. */
export function useCanWrite(): boolean {
  return useSession()?.role === 'admin';
}
