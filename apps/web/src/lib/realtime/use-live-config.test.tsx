import { RT_EVENTS } from '@crowns/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSocket, startSocket } from '../socket';
import { fakeClient } from './test/fake-socket';
import { useLiveConfig } from './use-live-config';

afterEach(() => {
  resetSocket();
});

describe('useLiveConfig', () => {
  it("marks every config read stale on an admin's configUpdated, and nothing else", async () => {
    const client = new QueryClient();
    client.setQueryData(['config', 'cc_per_usd'], 100);
    client.setQueryData(['config', 'purchase'], { purchase_threshold: 5 });
    client.setQueryData(['bounties', 'list', {}], { data: [] });
    const fake = fakeClient();
    await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveConfig(), { wrapper });
    act(() => fake.sockets[0]!.serverEmit(RT_EVENTS.configUpdated, { key: 'cc_per_usd', value: 125 }));
    const invalidated = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(['config', 'cc_per_usd'])).toBe(true);
    expect(invalidated(['config', 'purchase'])).toBe(true);
    expect(invalidated(['bounties', 'list', {}])).toBe(false);
  });
});
