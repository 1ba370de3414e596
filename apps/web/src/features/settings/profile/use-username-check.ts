import { usernameError } from '@crowns/contracts';
import { useDebouncedValue } from '../../../lib/debounce';
import { useUsernameAvailable } from '../api/username-available';

/** Typing pauses this long before the availability check (spec 01 §5 debounces search by 300 ms). */
export const USERNAME_CHECK_DELAY_MS = 400;

export type UsernameCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; message: string }
  | { state: 'taken'; message: string };

/**
 * The live availability of a username being typed: checked once typing pauses, only when it differs from the
 * current one and passes the spec's rules (their messages come from the form). A failed check says nothing:
 * saving checks again.
 */
export function useUsernameCheck(typed: string, current: string): UsernameCheck {
  const settled = useDebouncedValue(typed, USERNAME_CHECK_DELAY_MS);
  const worthChecking = (name: string) => name !== current && usernameError(name) === null;
  const query = useUsernameAvailable(worthChecking(settled) ? settled : null);
  if (!worthChecking(typed)) return { state: 'idle' };
  if (settled !== typed || (query.isPending && query.fetchStatus !== 'idle')) return { state: 'checking' };
  if (!query.data) return { state: 'idle' };
  return query.data.available
    ? { state: 'available', message: query.data.message }
    : { state: 'taken', message: query.data.message };
}
