import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSocket, startSocket } from '../socket';
import { fakeClient } from './test/fake-socket';
import { useRefetchOnConnect } from './use-refetch-on-connect';

afterEach(() => {
  resetSocket();
  vi.useRealTimers();
});

describe('useRefetchOnConnect', () => {
  it('after a (re)connect, refetches the listed queries fetched before it, and nothing else', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    const client = new QueryClient();
    client.setQueryData(['bounties', 'list', {}], { data: [] });
    client.setQueryData(['notifications', 'all'], []);
    client.setQueryData(['categories'], []);
    const fake = fakeClient();
    await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useRefetchOnConnect([['bounties'], ['notifications']]), { wrapper });
    vi.setSystemTime(2_000);
    act(() => fake.sockets[0]!.fire('connect'));
    const invalidated = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(['bounties', 'list', {}])).toBe(true);
    expect(invalidated(['notifications', 'all'])).toBe(true);
    expect(invalidated(['categories'])).toBe(false);

    client.setQueryData(['notifications', 'all'], [], { updatedAt: 3_000 });
    vi.setSystemTime(2_500);
    act(() => fake.sockets[0]!.fire('connect'));
    expect(invalidated(['notifications', 'all'])).toBe(false);
  });
});
