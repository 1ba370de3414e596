import { RT_EVENTS } from '@crowns/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../lib/realtime/test/fake-socket';
import { resetSocket, startSocket } from '../../lib/socket';
import { adminKeys } from './api/types';
import { useFeaturedLive } from './use-featured-live';

afterEach(() => {
  resetSocket();
  vi.useRealTimers();
});

const SCHEDULE = [...adminKeys.featuredChallenge(), 'schedule'];

function setup(nextPickAt: string | undefined) {
  const client = new QueryClient();
  client.setQueryData(adminKeys.featuredChallenge(), null);
  client.setQueryData(SCHEDULE, []);
  client.setQueryData(adminKeys.users(), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useFeaturedLive(nextPickAt), { wrapper });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { invalidated };
}

describe('useFeaturedLive', () => {
  it('refetches the featured challenge and its schedule on challengeFeatured, and nothing else', async () => {
    const fake = fakeClient();
    await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
    const { invalidated } = setup(undefined);
    expect(invalidated(SCHEDULE)).toBe(false);
    act(() => fake.sockets[0]!.serverEmit(RT_EVENTS.challengeFeatured, { challengeId: 2 }));
    expect(invalidated(adminKeys.featuredChallenge())).toBe(true);
    expect(invalidated(SCHEDULE)).toBe(true);
    expect(invalidated(adminKeys.users())).toBe(false);
  });

  it('refetches them a few seconds after the soonest pick is due, not before', () => {
    vi.useFakeTimers();
    const { invalidated } = setup(new Date(Date.now() + 60_000).toISOString());
    act(() => vi.advanceTimersByTime(60_000));
    expect(invalidated(SCHEDULE)).toBe(false);
    act(() => vi.advanceTimersByTime(5_000));
    expect(invalidated(SCHEDULE)).toBe(true);
    expect(invalidated(adminKeys.featuredChallenge())).toBe(true);
  });
});
