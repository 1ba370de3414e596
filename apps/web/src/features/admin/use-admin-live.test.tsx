import { RT_EVENTS } from '@crowns/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient } from '../../lib/realtime/test/fake-socket';
import { resetSocket, startSocket } from '../../lib/socket';
import { adminKeys } from './api/types';
import { useAdminLive } from './use-admin-live';

afterEach(() => {
  resetSocket();
});

describe('useAdminLive', () => {
  it.each([RT_EVENTS.adminReviewQueue, RT_EVENTS.adminReport, RT_EVENTS.adminWithdrawal])(
    'marks the admin data stale on %s, and nothing else',
    async (event) => {
      const client = new QueryClient();
      client.setQueryData(adminKeys.reviewQueue(), []);
      client.setQueryData([...adminKeys.all, 'reports', { page: 1 }], { data: [] });
      client.setQueryData([...adminKeys.withdrawals(), 'list', { page: 1 }], { data: [] });
      client.setQueryData(['bounties', 'list', {}], { data: [] });
      const fake = fakeClient();
      await startSocket({ auth: null, onUnauthorized: async () => undefined, load: fake.load });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      renderHook(() => useAdminLive(), { wrapper });
      const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
      expect(invalidated(adminKeys.reviewQueue())).toBe(false);
      act(() => fake.sockets[0]!.serverEmit(event, { bountyId: 1, claimId: 2, reportId: 3 }));
      expect(invalidated(adminKeys.reviewQueue())).toBe(true);
      expect(invalidated([...adminKeys.all, 'reports', { page: 1 }])).toBe(true);
      expect(invalidated([...adminKeys.withdrawals(), 'list', { page: 1 }])).toBe(true);
      expect(invalidated(['bounties', 'list', {}])).toBe(false);
    },
  );
});
