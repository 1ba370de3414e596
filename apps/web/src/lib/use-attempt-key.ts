import { useCallback, useRef } from 'react';
import { ApiError } from './api';
import { newIdempotencyKey } from './idempotency-key';

/**
 * One Idempotency-Key per attempt: clicking again after a network failure (the answer never arrived) reuses the key,
 * so the server replays instead of paying twice; a changed request, an answer from the server or a success starts a
 * new attempt.
 */
export function useAttemptKey() {
  const current = useRef<{ signature: string; key: string } | null>(null);
  const keyFor = useCallback((signature: string) => {
    if (current.current?.signature !== signature) current.current = { signature, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const settle = useCallback((error?: unknown) => {
    // Only a request that never got an answer may be the same attempt again.
    if (error === undefined || error instanceof ApiError) current.current = null;
  }, []);
  return { keyFor, settle };
}
